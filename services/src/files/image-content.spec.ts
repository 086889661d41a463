import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { checkImage, type ImageRule } from './image-content.js';

const RULE: ImageRule = {
  maxBytes: 5_000_000,
  maxPixels: 4000 * 4000,
  mimeTypes: ['image/png', 'image/jpeg', 'image/gif'],
  messages: { type: 'tipo', tooLarge: 'grande', unreadable: 'ilegible', tooManyPixels: 'píxeles' },
};

/** Noise, so the compressed data holds every byte value (0xFF included) as real photos do. */
const noise = (pageHeight?: number) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: '#000', pageHeight, noise: { type: 'gaussian', mean: 128, sigma: 60 } } });

/** The smallest ZIP archive: an end-of-central-directory record. */
const ZIP = Buffer.from('504b0506' + '00'.repeat(18), 'hex');

const IMAGES: [string, () => Promise<Buffer>, string][] = [
  ['PNG', () => noise().png().toBuffer(), 'image/png'],
  ['interlaced PNG', () => noise().png({ progressive: true }).toBuffer(), 'image/png'],
  ['palette PNG', () => noise().png({ palette: true }).toBuffer(), 'image/png'],
  ['JPEG', () => noise().jpeg().toBuffer(), 'image/jpeg'],
  [
    'progressive JPEG with EXIF',
    () =>
      noise()
        .withExif({ IFD0: { Copyright: 'Postulate' } })
        .jpeg({ progressive: true, mozjpeg: true })
        .toBuffer(),
    'image/jpeg',
  ],
  ['GIF', () => noise().gif().toBuffer(), 'image/gif'],
  [
    'animated GIF',
    () =>
      noise(30)
        .gif({ loop: 0, delay: [200, 200, 200] })
        .toBuffer(),
    'image/gif',
  ],
];

describe('checkImage', () => {
  it.each(IMAGES)('accepts a whole %s as it is', async (_name, make, mime) => {
    const image = await make();
    expect(await checkImage(image, RULE)).toEqual({ ok: true, mime, bytes: image });
  });

  const notJpeg = IMAGES.filter(([, , mime]) => mime !== 'image/jpeg');
  it.each(notJpeg)('refuses a polyglot: %s followed by a ZIP archive', async (_name, make) => {
    expect(await checkImage(Buffer.concat([await make(), ZIP]), RULE)).toEqual({ ok: false, message: 'ilegible' });
  });

  // A phone's motion photo is a JPEG with a video after its end marker: the photo is kept, the rest dropped.
  const jpegs = IMAGES.filter(([, , mime]) => mime === 'image/jpeg');
  it.each(jpegs)('keeps a %s followed by a ZIP archive only up to its end marker', async (_name, make) => {
    const image = await make();
    expect(await checkImage(Buffer.concat([image, ZIP]), RULE)).toEqual({ ok: true, mime: 'image/jpeg', bytes: image });
  });

  it('refuses an SVG and text, whatever they are called', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await checkImage(svg, RULE)).toEqual({ ok: false, message: 'tipo' });
    expect(await checkImage(Buffer.from('hola'), RULE)).toEqual({ ok: false, message: 'tipo' });
  });
});
