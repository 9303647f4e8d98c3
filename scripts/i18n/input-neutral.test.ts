import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES, type InterfaceLocale } from '../../src/lib/interface-locales.ts';
import { readCatalogue } from './catalogues.ts';

/**
 * Each language's words for a gesture only a touch screen has (tap, long-press, swipe), and for
 * its mouse counterpart (right-click). A message is read with a mouse as much as with a finger:
 * it says "select", "open" or "press", or names both gestures.
 */
const GESTURES: Record<InterfaceLocale, { touch: RegExp; pointer: RegExp }> = {
  en: { touch: /\btaps?\b|long-press|\bswipe/i, pointer: /right-click/i },
  ko: { touch: /탭|길게 누르|스와이프/, pointer: /오른쪽 버튼/ },
  ja: { touch: /タップ|長押し|スワイプ/, pointer: /右クリック/ },
  'zh-Hans': { touch: /轻点|轻触|长按|滑动/, pointer: /右键/ },
  'zh-Hant': { touch: /點一下|輕觸|長按|滑動/, pointer: /右鍵/ },
  es: { touch: /\btoca\b|\btoque\b|mantén pulsad|desliza/i, pointer: /clic derecho/i },
  'pt-BR': { touch: /\btoque\b|deslize/i, pointer: /botão direito/i },
  fr: { touch: /\btouchez|appui long|appuyez longuement|balayez/i, pointer: /clic droit/i },
  de: { touch: /\btipp|gedrückt|\bwisch/i, pointer: /rechten Maustaste/i },
  id: { touch: /\bketuk|tekan lama|\bgeser/i, pointer: /klik kanan/i },
  th: { touch: /แตะ|ค้าง|ปัด/, pointer: /คลิกขวา/ },
  vi: { touch: /\bchạm|nhấn giữ|\bvuốt/i, pointer: /chuột phải/i },
  ru: { touch: /удерживай|коснитесь|проведите|тапн/i, pointer: /правой кнопкой/i },
  tr: { touch: /dokun|basılı tut|kaydır/i, pointer: /sağ tıkla/i },
  ar: { touch: /مطول|اسحب/, pointer: /الأيمن/ },
};

describe.each(INTERFACE_LOCALES)('the %s catalogue', (locale) => {
  it('asks for no gesture only a touch screen has, unless it names the mouse’s as well', () => {
    const { touch, pointer } = GESTURES[locale];
    const touchOnly = Object.entries(readCatalogue(locale))
      .filter(([, message]) => touch.test(message) && !pointer.test(message))
      .map(([id, message]) => `${id}: ${message}`);
    expect(touchOnly).toEqual([]);
  });
});
