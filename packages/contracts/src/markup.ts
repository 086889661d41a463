// Text that goes into XML or HTML the portal writes (RSS, sitemap, SVG, the ad page's tags and
// JSON-LD, e-mails). One control character written raw makes a whole feed unreadable.

/** Line-breaking controls (vertical tab, form feed, NEL): read as a space between words. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const BREAKING_CONTROLS = /[\u000B\u000C\u0085]/g;

/**
 * What XML 1.0 forbids (C0 controls but tab, LF and CR; U+FFFE, U+FFFF; a surrogate without its
 * pair) and what it discourages and HTML calls a parse error (DEL and the C1 controls).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const FORBIDDEN = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|\p{Cs}/gu;

/** The text without the characters XML and HTML cannot carry; tab, line breaks and every printable character stay. */
export const markupSafe = (text: string): string => text.replace(BREAKING_CONTROLS, ' ').replace(FORBIDDEN, '');

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for XML or HTML, in an element or an attribute: markupSafe, then every character that could open or close markup escaped. */
export const escapeMarkup = (text: string): string => markupSafe(text).replace(/[&<>"']/g, (char) => ENTITIES[char]!);
