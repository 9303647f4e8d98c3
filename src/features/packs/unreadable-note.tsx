/** Says how many items the server sent that could not be shown; nothing when all could. */
export function UnreadableNote({ count, noun }: { count: number; noun: [string, string] }) {
  if (count === 0) return null;
  const [one, many] = noun;
  return (
    <p role="status" className="mt-3 text-sm text-muted">
      {count === 1 ? `1 ${one} could not be shown.` : `${count} ${many} could not be shown.`}
    </p>
  );
}
