import { Font } from '@react-pdf/renderer';

/** The family every text of the CV is drawn in: embedded (subset) with a ToUnicode map, so a reader copies what was typed. */
export const CV_FONT_FAMILY = 'DejaVu Sans';

/**
 * Node reads the file itself (react-pdf fetches only http and data URLs); in the browser webpack emits
 * the file as an asset and this is its URL, fetched only when a PDF is drawn.
 */
const fontSource = (url: URL) => (url.protocol === 'file:' ? decodeURIComponent(url.pathname) : url.href);

Font.register({
  family: CV_FONT_FAMILY,
  fonts: [
    { src: fontSource(new URL('../fonts/DejaVuSans.ttf', import.meta.url)), fontWeight: 'normal' },
    { src: fontSource(new URL('../fonts/DejaVuSans-Bold.ttf', import.meta.url)), fontWeight: 'bold' },
  ],
});

// The bundled hyphenation patterns are English: they would split Spanish words in odd places.
Font.registerHyphenationCallback((word) => [word]);

/**
 * The code points both DejaVu Sans and DejaVu Sans Bold draw, as 'start+length' pairs in base 36
 * (Latin, Greek, Cyrillic, punctuation, arrows, math, box drawing, some symbols; no CJK, few emoji).
 * CvPdfDocument.spec.tsx recomputes it from the shipped fonts and shows the new value if they change.
 */
export const DRAWABLE_RANGES =
  'w+2m 4g+g9 ks+2 kz l3 lc+27 nl+2 nr+1 nu nw+6 og+7 oq+5 p0+6 p8 pa+j pv+aq 10x+11 121+6 129+12 13d+1 ' +
  '14g+j 152+1 15c+q 168+4 16u+1 16x+1 170 179 17f 17j 17l+p 18g+l 193 196 19c+g 19w 1a1+1y 1c6+2 1cb+1 ' +
  '1ce 1cg 1cl 1dc+9 1j4+13 1kb+a 1ko+2 2tb 2v5+1 2v8 2vb+1 2ve 2vh 2vo+3 2vt+6 2w1+2 2w5 2w7 2wa+1 ' +
  '2wd+c 2wr+2 2ww+4 2x2 2x4+5 2xc+9 2xo+1 3a8+11 3bk+18 3y9+6 3yh+i 3z1+o 3zr+j 40c+6 40k+2x 43k+16 ' +
  '44s+r 45s+1a 474+g 47m+o 48k+h 496+c 49s+f 4bi 4bl 4ee+1 4fi+8 4g0+s 5q8+k 5qu+d 5ra+8 5rk+17 5st+d ' +
  '5tj+1 5tn 5tp 5tx 5uj+10 5vo+5 5xc+6z 64g+l 654+5 65c+11 66g+5 66o+7 66x 66z 671 673+u 680+1g 69i+e ' +
  '69y+d 6ae+5 6al+i 6b6+2 6ba+8 6bk+2s 6ei+7 6es+q 6fk+c 6g0+l 6go+2 6gt 6hc+1 6hi+1 6hn+1 6ht 6io+9 ' +
  '6iz+1q 6kr 6ku 6kw+1h 6mh 6mo+ap 6xk+1 6xo+5 6xw+4 6y3+1 703+2 70a 70d 70n 710 717+j 72m+1 737 739 ' +
  '73c 74y+1 76o+9 7b4+bg 7mm+q 7nk+3 7oi 7pd+3 7pi+3 7po+r 7qh+y 7rh 7rj+3 7rq 7rs+6 7s1+1f 7tk+n ' +
  '7u9+d 7ut+1 7vk 7vq+5 7w0+7j 83q+1 83u+1 85c+1 877+1 89a+7 8a3 8ai+1 8ao+2 8b0+g 8bz 8dm+1 8e5+z ' +
  '8fi+c 8hl+1 8hs+q 8in+5 8k3+1 8rk+n 8s9+6 8w0+11 8xc+1h 8z3 93s 93z 942+3 94e fcw+1r wk0+1b wuc+3 ' +
  'wuk+1 wuo+1 wus+3 wv6+c wwa+3 wwk+1 wwo+1 wzs+e x0b+4 x0i+9 x0w+h x1i+5 x1q+5 x1y+1 x2c+3 x34+3 ' +
  'x3d+5 x3k+1 x40+a x6g+7 1b7k+p 1beo+3 1c74+12 1c88+p 1cqt 1dkw+6 1dlf+4 1dlp+p 1dmg+4 1dmm 1dmo+1 ' +
  '1dmr+1 1dmu+9 1dn6+29 1dpm+3 1dqr+9 1dr2+1 1dr8+5 1drw+3 1e68+f 1e74+3 1e9c+4 1e9i+3q 1edb 1ek9+4 ' +
  '1f5s+u 1f6o+3 2k8w+2e 2koo+1 2kor+3 2kow+4 2kp2 2kp6+6 2kpe+p 2krk+1f 2l7c+j 2pkw+3 2pl1+q 2plt+1 ' +
  '2plw 2plz 2pm1+9 2pmc+3 2pmh 2pmj 2pnl+1 2pno 2pnr+3 2pnw+6 2po4+3 2po9+3 2poe 2q0g+2r 2q3k+e 2q41+d ' +
  '2q4h+e 2q4x+e 2qkx+7 2qst+1 2qsx 2qt1 2r5s+z 2r6t+6 2r71+j 2r7n';

/** [first, last] code points, ascending. */
const drawable: [number, number][] = DRAWABLE_RANGES.split(' ').map((range) => {
  const [start, length = '0'] = range.split('+');
  const first = parseInt(start, 36);
  return [first, first + parseInt(length, 36)];
});

function isDrawable(codePoint: number): boolean {
  let low = 0;
  let high = drawable.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = drawable[middle];
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return true;
  }
  return false;
}

/** What the PDF prints in place of a character its fonts cannot draw (U+FFFD, a diamond with a question mark). */
export const UNDRAWABLE = '\uFFFD';

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

/**
 * The text as the CV's fonts can draw it: composed (NFC), line breaks as '\n', a tab as a space,
 * and each character (a whole emoji sequence included) they cannot draw replaced by one UNDRAWABLE.
 */
export function printable(text: string): string {
  let result = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' '))) {
    const drawn = segment === '\n' || [...segment].every((char) => isDrawable(char.codePointAt(0)!));
    result += drawn ? segment : UNDRAWABLE;
  }
  return result;
}

/** Every string inside a value (a CV, an application) made printable; other values unchanged. */
export function printableDeep<T>(value: T): T {
  if (typeof value === 'string') return printable(value) as T;
  if (Array.isArray(value)) return value.map(printableDeep) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, printableDeep(item)])) as T;
  }
  return value;
}
