import { Writable } from 'node:stream';

/**
 * Where `entry.server` has React's Node renderer (`renderToPipeableStream`) write a page: the bytes
 * are kept and handed over as one text once React ends the document, for the steps that need the
 * finished page (the content security policy's hashes, the page's own styles).
 */
export function collectDocument(done: (html: string) => void, fail: (error: unknown) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks).toString('utf8'));
      callback();
    },
  }).on('error', fail);
}

/**
 * A finished document's pieces as one UTF-8 buffer, each piece encoded
 * in place. Joining them first would copy the whole page into a new string only to encode it, and a
 * page is a two-byte string (the rupee sign is outside Latin-1): on the home page that was half a
 * megabyte of garbage a request, and collecting garbage is the largest single cost of a page.
 */
export function documentBytes(pieces: readonly string[]): Buffer<ArrayBuffer> {
  // A page is nearly all ASCII: encoding into room for an eighth more bytes than characters saves a
  // pass over the page to count its bytes first. A page beyond that room is counted and encoded again.
  let characters = 0;
  for (const piece of pieces) characters += piece.length;
  const room = Buffer.allocUnsafe(characters + (characters >> 3) + 16);
  let offset = 0;
  for (const piece of pieces) {
    const { read, written } = encoder.encodeInto(piece, room.subarray(offset));
    if (read < piece.length) return exactBytes(pieces);
    offset += written;
  }
  return room.subarray(0, offset);
}

const encoder = new TextEncoder();

function exactBytes(pieces: readonly string[]): Buffer<ArrayBuffer> {
  let length = 0;
  for (const piece of pieces) length += Buffer.byteLength(piece);
  const bytes = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const piece of pieces) offset += bytes.write(piece, offset);
  return bytes;
}

/**
 * `pieces` with the first `marker` replaced by what `fill` makes of the document from the marker on.
 * A marker sits inside one piece: pieces are cut between tags.
 */
export function fillMarker(pieces: readonly string[], marker: string, fill: (rest: readonly string[]) => string): readonly string[] {
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    const at = piece.indexOf(marker);
    if (at < 0) continue;
    const later = pieces.slice(i + 1);
    return [...pieces.slice(0, i), piece.slice(0, at), fill([piece.slice(at), ...later]), piece.slice(at + marker.length), ...later];
  }
  return pieces;
}
