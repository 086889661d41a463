/**
 * Turns the PDF react-pdf wrote into a tagged PDF: react-pdf 4.9 exposes none of pdfkit's marked
 * content or structure API (diegomura/react-pdf#1288), so the structure is added afterwards. Each
 * <Text> becomes one structure element in drawing order, which is the document's reading order: a
 * heading when its font size is a heading's, else a paragraph; an image is a figure with its
 * alternative text; the page footer is a pagination artifact. It relies on how pdfkit writes a file:
 * one operator per content-stream line, one classic xref table.
 */

/** Bytes as a string of one char per byte, so PDF syntax can be searched and sliced exactly. */
function toBinary(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return text;
}

function fromBinary(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** FlateDecode both ways, with the streams both browsers and Node have. */
async function flate(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  const piped = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

const reference = (dictionary: string, key: string): number => {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary);
  if (!match) throw new Error(`PDF sin /${key}`);
  return Number(match[1]);
};

/** Adds entries at the end of an object's dictionary. */
const extend = (object: string, entries: string) => {
  const end = object.lastIndexOf('>>');
  return `${object.slice(0, end)}${entries}\n${object.slice(end)}`;
};

/** How the PDF's content maps to structure: a type per font size, and the alternative text of images. */
export interface Tagging {
  /** Sizes not listed are paragraphs. */
  roles: Record<number, 'H1' | 'H2' | 'H3' | 'Artifact'>;
  imageAlt: string;
}

interface Element {
  type: string;
  page: number;
  mcids: number[];
}

/**
 * Marks a page's content: each BT … ET block and each image gets an MCID, and the elements that own
 * them. The lines of one <Text> are one element: react-pdf saves the graphics state twice around each
 * line and more around each node, so between two lines of a text it never goes more than two 'Q' deeper.
 */
function markContent(content: string, page: number, roles: Tagging['roles'], elements: Element[]): string {
  const lines = content.split('\n');
  const marked: string[] = [];
  let mcid = 0;
  let depth = 0;
  // Since the end of the last text block: the element it belongs to, its depth and the lowest depth since.
  let previous: { element: Element; depth: number; lowest: number } | null = null;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (line === 'q') depth += 1;
    if (line === 'Q') depth -= 1;
    if (previous) previous.lowest = Math.min(previous.lowest, depth);
    if (/^\/\S+ Do$/.test(line)) {
      elements.push({ type: 'Figure', page, mcids: [mcid] });
      marked.push(`/Figure <</MCID ${mcid}>> BDC`, line, 'EMC');
      mcid += 1;
      previous = null;
      continue;
    }
    if (line !== 'BT') {
      marked.push(line);
      continue;
    }
    const end = lines.indexOf('ET', index);
    const block = lines.slice(index, end + 1);
    const size = block.map((text) => / ([\d.]+) Tf$/.exec(text)).find(Boolean)?.[1];
    const type = (size && roles[Number(size)]) || 'P';
    index = end;
    if (type === 'Artifact') {
      marked.push('/Artifact <</Type /Pagination>> BDC', ...block, 'EMC');
      previous = null;
      continue;
    }
    marked.push(`/${type} <</MCID ${mcid}>> BDC`, ...block, 'EMC');
    if (previous && previous.element.type === type && previous.lowest >= previous.depth - 2) {
      previous.element.mcids.push(mcid);
    } else {
      elements.push({ type, page, mcids: [mcid] });
    }
    previous = { element: elements[elements.length - 1], depth, lowest: depth };
    mcid += 1;
  }
  return marked.join('\n');
}

/** A PDF text string in UTF-16BE, for any character. */
const textString = (text: string) => `<FEFF${[...text].map((char) => char.charCodeAt(0).toString(16).padStart(4, '0')).join('')}>`;

export async function tagPdf(pdf: Uint8Array, tagging: Tagging): Promise<Uint8Array<ArrayBuffer>> {
  const file = toBinary(pdf);
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(file)![1]);
  const trailer = file.slice(file.indexOf('trailer', xrefAt), file.lastIndexOf('startxref'));
  const count = Number(/\/Size (\d+)/.exec(trailer)![1]);
  // Object number → its text from 'N 0 obj' to the next object, in file order.
  const offsets = file
    .slice(xrefAt)
    .split('\n')
    .slice(2, 2 + count)
    .map((entry, number) => ({ number, offset: Number(entry.slice(0, 10)), used: entry.endsWith('n ') }))
    .filter((entry) => entry.used)
    .sort((a, b) => a.offset - b.offset);
  const objects = new Map<number, string>();
  offsets.forEach(({ number, offset }, index) => objects.set(number, file.slice(offset, offsets[index + 1]?.offset ?? xrefAt)));

  const root = reference(trailer, 'Root');
  const pageNumbers = /\/Kids \[([^\]]*)\]/
    .exec(objects.get(reference(objects.get(root)!, 'Pages'))!)![1]
    .split(' 0 R')
    .map((number) => number.trim())
    .filter(Boolean)
    .map(Number);

  let next = count;
  const structRoot = next++;
  const documentElement = next++;
  const elements: Element[] = [];
  for (const [page, pageNumber] of pageNumbers.entries()) {
    const pageObject = objects.get(pageNumber)!;
    objects.set(pageNumber, extend(pageObject, `/StructParents ${page}\n/Tabs /S`));
    const contentNumber = reference(pageObject, 'Contents');
    const stream = objects.get(contentNumber)!;
    const start = stream.indexOf('stream\n') + 'stream\n'.length;
    const compressed = fromBinary(stream.slice(start, stream.lastIndexOf('\nendstream')));
    const content = toBinary(await flate(compressed, new DecompressionStream('deflate')));
    const data = toBinary(await flate(fromBinary(markContent(content, page, tagging.roles, elements)), new CompressionStream('deflate')));
    objects.set(contentNumber, `${contentNumber} 0 obj\n<<\n/Length ${data.length}\n/Filter /FlateDecode\n>>\nstream\n${data}\nendstream\nendobj\n`);
  }

  const elementNumbers = elements.map(() => next++);
  const added = new Map<number, string>();
  elements.forEach(({ type, page, mcids }, index) => {
    const alt = type === 'Figure' ? `\n/Alt ${textString(tagging.imageAlt)}` : '';
    const content = mcids.length === 1 ? `${mcids[0]}` : `[${mcids.join(' ')}]`;
    added.set(elementNumbers[index], `<<\n/Type /StructElem\n/S /${type}\n/P ${documentElement} 0 R\n/Pg ${pageNumbers[page]} 0 R\n/K ${content}${alt}\n>>`);
  });
  added.set(
    documentElement,
    `<<\n/Type /StructElem\n/S /Document\n/P ${structRoot} 0 R\n/K [${elementNumbers.map((number) => `${number} 0 R`).join(' ')}]\n>>`,
  );
  // The parent tree: for each page, the element of each MCID, in MCID order.
  const parents = pageNumbers.map((_, page) => {
    const owners = elements.flatMap((element, index) => (element.page === page ? element.mcids.map((mcid) => ({ mcid, number: elementNumbers[index] })) : []));
    owners.sort((a, b) => a.mcid - b.mcid);
    return `${page} [${owners.map(({ number }) => `${number} 0 R`).join(' ')}]`;
  });
  added.set(
    structRoot,
    `<<\n/Type /StructTreeRoot\n/K ${documentElement} 0 R\n/ParentTree << /Nums [${parents.join(' ')}] >>\n/ParentTreeNextKey ${pageNumbers.length}\n>>`,
  );
  objects.set(root, extend(objects.get(root)!, `/MarkInfo << /Marked true >>\n/StructTreeRoot ${structRoot} 0 R`));
  for (const [number, dictionary] of added) objects.set(number, `${number} 0 obj\n${dictionary}\nendobj\n`);

  // Tagged PDF needs PDF 1.4 at least; pdfkit wrote 1.3. The header keeps its length.
  let output = `%PDF-1.7${file.slice(8, offsets[0].offset)}`;
  const newOffsets = new Map<number, number>();
  for (const number of [...offsets.map((entry) => entry.number), ...added.keys()]) {
    newOffsets.set(number, output.length);
    output += objects.get(number)!;
  }
  const xref = [`xref\n0 ${next}`, '0000000000 65535 f '];
  for (let number = 1; number < next; number += 1) {
    const offset = newOffsets.get(number);
    xref.push(offset === undefined ? '0000000000 65535 f ' : `${String(offset).padStart(10, '0')} 00000 n `);
  }
  const xrefOffset = output.length;
  output += `${xref.join('\n')}\n${trailer.replace(/\/Size \d+/, `/Size ${next}`)}startxref\n${xrefOffset}\n%%EOF\n`;
  return fromBinary(output);
}
