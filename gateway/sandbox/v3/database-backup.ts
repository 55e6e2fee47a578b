// v3.24's GET /api/settings/database/download: the service's SQLite database as a file (recorded
// GET_settings_database_download: 200, application/x-sqlite3, attachment
// "maintainerr-2026-11-23.sqlite", no-store, nosniff). The demo keeps its state in memory and a JSON
// file, not in SQLite, so its backup is a valid SQLite database with no tables: what the app does
// with the file (fetch, name, save) is the same, and any SQLite tool opens it.
import type { FastifyInstance } from 'fastify';

const PAGE_SIZE = 4096;

/**
 * One page: the 100-byte database header (https://www.sqlite.org/fileformat.html, section 1.3) and
 * an empty table b-tree leaf, the schema table with no rows.
 */
export function emptySqliteDatabase(): Buffer {
  const file = Buffer.alloc(PAGE_SIZE);
  file.write('SQLite format 3\0', 0, 'latin1');
  file.writeUInt16BE(PAGE_SIZE, 16);
  file[18] = 1; // file format write version: legacy (rollback journal)
  file[19] = 1; // read version
  file[20] = 0; // reserved bytes per page
  file[21] = 64; // maximum embedded payload fraction (must be 64)
  file[22] = 32; // minimum embedded payload fraction (must be 32)
  file[23] = 32; // leaf payload fraction (must be 32)
  file.writeUInt32BE(1, 24); // file change counter
  file.writeUInt32BE(1, 28); // database size in pages
  file.writeUInt32BE(4, 44); // schema format number
  file.writeUInt32BE(1, 56); // text encoding: UTF-8
  file.writeUInt32BE(1, 92); // version-valid-for: the change counter
  file.writeUInt32BE(3_045_001, 96); // the SQLite version that wrote it (3.45.1)
  file[100] = 0x0d; // page 1's b-tree: a table leaf
  file.writeUInt16BE(0, 103); // no cells
  file.writeUInt16BE(PAGE_SIZE, 105); // cell content starts at the page's end
  return file;
}

export function registerV3DatabaseBackup(app: FastifyInstance): void {
  app.get('/api/settings/database/download', (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('x-content-type-options', 'nosniff')
      .header('content-type', 'application/x-sqlite3')
      .header('content-disposition', `attachment; filename="maintainerr-${day}.sqlite"`)
      .header('cache-control', 'no-store')
      .send(emptySqliteDatabase());
  });
}
