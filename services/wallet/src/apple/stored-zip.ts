import { crc32 } from 'node:zlib';

/** 1980-01-01, the first day a zip entry can carry: every entry's, so the same files make the same bytes. */
const DOS_DATE = (1 << 5) | 1;

/** A zip archive of `files`, each stored as it is (a .pkpass's images are compressed already). */
export function storedZip(files: [name: string, data: Buffer][]): Buffer {
  const entries: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    writeEntryFacts(local, 6, data, fileName.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    writeEntryFacts(central, 8, data, fileName.length);
    central.writeUInt32LE(offset, 42);
    entries.push(local, fileName, data);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...entries, ...directory, end]);
}

/** From `at` (the flags): flags, method (stored), time, date, CRC-32, both sizes and the name's length, as both headers carry them. */
function writeEntryFacts(header: Buffer, at: number, data: Buffer, nameLength: number): void {
  header.writeUInt16LE(DOS_DATE, at + 6);
  header.writeUInt32LE(crc32(data), at + 8);
  header.writeUInt32LE(data.length, at + 12);
  header.writeUInt32LE(data.length, at + 16);
  header.writeUInt16LE(nameLength, at + 20);
}
