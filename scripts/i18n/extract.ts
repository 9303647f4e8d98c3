// `npm run i18n:extract`: keeps the catalogues in line with the code. The English catalogue is
// written by hand beside the code (the type MessageId is its keys, so the typecheck refuses an
// id it lacks); this lists the ids nothing uses (`--clean` drops them) and gives every other
// catalogue each English id: an empty string marks a message still to translate (it shows in
// English until then), and ids English no longer has are dropped.
import {
  messageUses,
  otherLocales,
  readCatalogue,
  SOURCE_LOCALE,
  writeCatalogue,
} from './catalogues.ts';

const clean = process.argv.includes('--clean');
const written = readCatalogue(SOURCE_LOCALE);
const unused = new Set(
  [...messageUses(Object.keys(written))]
    .filter(([, files]) => files.length === 0)
    .map(([id]) => id),
);
for (const id of unused) console.log(`${clean ? 'dropped' : 'unused'}: ${id}`);
const english = clean
  ? Object.fromEntries(Object.entries(written).filter(([id]) => !unused.has(id)))
  : written;
writeCatalogue(SOURCE_LOCALE, english);

for (const locale of otherLocales()) {
  const current = readCatalogue(locale);
  const next = Object.fromEntries(Object.keys(english).map((id) => [id, current[id] ?? '']));
  writeCatalogue(locale, next);
  const untranslated = Object.values(next).filter((message) => message === '').length;
  console.log(`${locale}: ${Object.keys(next).length} messages, ${untranslated} to translate`);
}
if (unused.size > 0 && !clean) console.log('Run with --clean to drop the unused ids.');
