import { describe, expect, it } from '@jest/globals';
import { escapeMarkup, markupSafe } from './markup.js';

describe('text for XML and HTML', () => {
  it('drops every character XML 1.0 forbids or discourages, lone surrogates included', () => {
    const forbidden = ['\u0000', '\u0001', '\u0008', '\u000e', '\u001b', '\u001f', '\u007f', '\u0080', '\u009f', '\ufffe', '\uffff', '\ud800', '\udfff'];
    for (const char of forbidden) expect(markupSafe(`a${char}b`)).toBe('ab');
  });

  it('reads vertical tab, form feed and NEL as a space between words', () => {
    expect(markupSafe('Chofer\u000bde\u000creparto\u0085zona sur')).toBe('Chofer de reparto zona sur');
  });

  it('keeps tab, line breaks, accents, emoji and the line separators', () => {
    const text = 'Técnico/a\tñandú\r\nLínea 2 😀 \u2028 ≥ 5 años → ✓ 日本';
    expect(markupSafe(text)).toBe(text);
  });

  it('escapes what could open or close markup, in an element or an attribute', () => {
    expect(escapeMarkup(`<a href="x">Tom & 'Jerry'</a>\u000b`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt; ');
  });
});
