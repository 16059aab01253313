import { posix } from 'node:path';
import { QTI_MAX_TOTAL_XML_BYTES, QTI_MAX_XML_BYTES, QTI_TEXT } from '../../../../shared/qti';
import { badRequest, HttpError } from '../../../http-error';
import { assertZipWithinLimits, checkedEntryBytes, readZipDirectory, type ZipEntry } from '../../../ingest/documents/zip-directory';
import { childrenNamed, findAll, parseXml, type XmlElement } from './qti-tree';

/** What an upload holds: its items' roots in order, the names of item files it lists but lacks, and a title if it has one. */
export interface QtiSource {
  items: XmlElement[];
  missing: number;
  title?: string;
}

const ITEM_TYPE = /^imsqti_item_xmlv(3p0|2p[12])/;
const TEST_TYPE = /^imsqti_test_xmlv(3p0|2p[12])/;
const isItem = (root: XmlElement) => root.name === 'assessmentItem';

/** The zip layer's refusals, in this route's words and always a 400: too big (413 there) or not a zip (422 there). */
function zipRefusal(error: unknown): never {
  if (error instanceof HttpError) throw badRequest(error.status === 413 ? QTI_TEXT.unsafeZip : QTI_TEXT.notZip);
  throw error;
}

function decode(data: Buffer): string {
  return data.toString('utf8').replace(/^\uFEFF/, '');
}

/** The XML files of a zip (other files, images say, are never inflated), checked as strictly as a Word file is. */
async function zipXmlFiles(data: Buffer): Promise<Map<string, string>> {
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(data);
    assertZipWithinLimits(entries);
  } catch (error) {
    zipRefusal(error);
  }
  const files = new Map<string, string>();
  let total = 0;
  for (const entry of entries) {
    if (!/\.xml$/i.test(entry.name) || entry.name.endsWith('/')) continue;
    total += entry.uncompressedSize;
    if (entry.uncompressedSize > QTI_MAX_XML_BYTES || total > QTI_MAX_TOTAL_XML_BYTES) throw badRequest(QTI_TEXT.unsafeZip);
    const bytes = await checkedEntryBytes(data, entry).catch(zipRefusal);
    files.set(posix.normalize(entry.name), decode(bytes));
  }
  return files;
}

/** A manifest's href, resolved from the manifest's folder; undefined when it points outside the package. */
function resolve(manifestPath: string, href: string): string | undefined {
  let target: string;
  try {
    target = decodeURIComponent(href.split('#')[0]!);
  } catch {
    target = href;
  }
  const path = posix.normalize(posix.join(posix.dirname(manifestPath), target));
  return path.startsWith('../') || path.startsWith('/') ? undefined : path;
}

function fromManifest(files: Map<string, string>, manifestPath: string): QtiSource | undefined {
  const manifest = parseXml(files.get(manifestPath)!, manifestPath);
  const resources = findAll(manifest, (element) => element.name === 'resource');
  const hrefOf = (resource: XmlElement) => resource.attrs.href ?? childrenNamed(resource, 'file')[0]?.attrs.href;
  const itemPaths = resources.filter((resource) => ITEM_TYPE.test(resource.attrs.type ?? '')).map(hrefOf);
  if (itemPaths.length === 0) return undefined;
  const items: XmlElement[] = [];
  let missing = 0;
  for (const href of itemPaths) {
    const path = href && resolve(manifestPath, href);
    const xml = path && files.get(path);
    if (!xml) missing += 1;
    else items.push(parseXml(xml, path));
  }
  const testHref = resources.find((resource) => TEST_TYPE.test(resource.attrs.type ?? ''));
  const testPath = testHref && hrefOf(testHref) && resolve(manifestPath, hrefOf(testHref)!);
  const testXml = testPath ? files.get(testPath) : undefined;
  const title = testXml ? parseXml(testXml, testPath!).attrs.title : undefined;
  return { items, missing, ...(title && { title }) };
}

/** Without a manifest: every XML file that is an assessment item, in name order. */
function looseItems(files: Map<string, string>): QtiSource {
  const names = [...files.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const roots = names.map((name) => parseXml(files.get(name)!, name));
  return { items: roots.filter(isItem), missing: 0 };
}

/** The items of an uploaded package (.zip, read through its manifest when it has one) or of a single item (.xml). */
export async function readQtiUpload(fileName: string, data: Buffer): Promise<QtiSource> {
  const isZip =
    data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) || data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (isZip) {
    const files = await zipXmlFiles(data);
    const manifestPath = [...files.keys()].find((name) => name.toLowerCase() === 'imsmanifest.xml');
    const source = (manifestPath && fromManifest(files, manifestPath)) || looseItems(files);
    if (source.items.length === 0 && source.missing === 0) throw badRequest(QTI_TEXT.noItems);
    return source;
  }
  if (/\.zip$/i.test(fileName)) throw badRequest(QTI_TEXT.notZip);
  if (data.length > QTI_MAX_XML_BYTES) throw badRequest(QTI_TEXT.xmlTooLarge);
  const text = decode(data);
  if (!/\.xml$/i.test(fileName) && !/^\s*</.test(text)) throw badRequest(QTI_TEXT.fileType);
  const root = parseXml(text, fileName || 'The file');
  if (!isItem(root)) throw badRequest(QTI_TEXT.noItems);
  return { items: [root], missing: 0 };
}
