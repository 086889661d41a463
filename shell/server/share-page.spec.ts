import { describe, expect, it } from '@jest/globals';
import type { SharePage } from '@postulate/contracts';
import { adPageHtml, adPageId, escapeHtml, missingAdHtml } from './share-page.js';

// The pages link previewers read without running JavaScript (share-page.ts), on a built page of a few tags.

const INDEX = '<!doctype html><html><head><meta name="description" content="Portal"/><title>Postulate</title></head><body><div id="root"></div></body></html>';

const SHARE: SharePage = {
  url: 'https://postulate.example/showAviso/7',
  title: '<script>alert(1)</script> · Confidencial | Postulate',
  headline: '<script>alert(1)</script>',
  description: 'Chofer "de reparto" & cobranza',
  imageUrl: 'https://postulate.example/api/home/aviso/7/imagen.png',
  imageAlt: "Chofer, O'Higgins",
  article: { company: 'Confidencial', place: 'Palermo', facts: ['1 vacante'], paragraphs: ['Reparto</p><script>x()</script>'] },
  jobPosting: { '@type': 'JobPosting', title: '</script><script>alert(1)</script>', description: 'a\u2028b' },
} as SharePage; // a JobPosting cut to the fields that matter here

/** The page's <script> elements. */
const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[0]);

describe("an ad's page", () => {
  const html = adPageHtml(INDEX, SHARE);

  it('escapes a title that holds markup wherever it goes: <title>, Open Graph, Twitter and the heading', () => {
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; · Confidencial | Postulate</title>');
    expect(html).toContain('<meta property="og:title" content="&lt;script&gt;alert(1)&lt;/script&gt;"/>');
    expect(html).toContain('<meta name="twitter:title" content="&lt;script&gt;alert(1)&lt;/script&gt;"/>');
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain('<meta name="description" content="Chofer &quot;de reparto&quot; &amp; cobranza"/>');
    expect(html).toContain('content="Chofer, O&#39;Higgins"');
  });

  it('has one script element, the JobPosting, which nothing in the ad can close', () => {
    const scripts = scriptsOf(html);
    expect(scripts).toHaveLength(1);
    const json = /<script type="application\/ld\+json">([\s\S]*)<\/script>/.exec(scripts[0])![1];
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual(SHARE.jobPosting);
  });

  it("writes the ad's text into the app's root and its card tags into <head>", () => {
    expect(html).toContain('<p>Reparto&lt;/p&gt;&lt;script&gt;x()&lt;/script&gt;</p>');
    expect(html).toContain('<link rel="canonical" href="https://postulate.example/showAviso/7"/>');
    expect(html).toContain('<meta property="og:image" content="https://postulate.example/api/home/aviso/7/imagen.png"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('a missing ad', () => {
  it('is the page as built, kept out of search engines, with no card', () => {
    expect(missingAdHtml(INDEX)).toBe(INDEX.replace('</head>', '<meta name="robots" content="noindex"/></head>'));
  });
});

describe('ad page paths', () => {
  it.each([
    ['/showAviso/7', '7'],
    ['/showAviso/7/', '7'],
    ['/showAviso/1234567890', '1234567890'],
    ['/showAviso/0', null],
    ['/showAviso/abc', null],
    ['/showAviso/12345678901', null],
    ['/showAviso', null],
    ['/showAvisos/7', undefined],
    ['/home', undefined],
  ])('%s names %p', (pathname, id) => {
    expect(adPageId(pathname)).toBe(id);
  });
});

it('escapes the five characters HTML reads', () => {
  expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});
