import { parentPort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { QueryOptionsWire, ToDatabase, ToMain, WireError } from './messages.ts';

/**
 * What the database thread runs (pglite-thread.ts): the process's PGlite databases, each statement
 * executed here so the main thread's event loop, which serves requests and reads provider answers,
 * never runs SQL. Statements reach each database in the order they were sent; PGlite itself runs one
 * at a time and makes the others wait for an open transaction, as it does on the main thread.
 * A transaction is held open here between `begin` and `end`, its statements sent with its `tx`.
 * Erasable TypeScript only (loaded with Node's type stripping from the sources).
 */
const port = parentPort!;
const databases = new Map<number, PGlite>();
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
/** Each open transaction's end: undefined once it ended well, else the error its COMMIT met. */
const endings = new Map<number, Promise<unknown>>();
const listeners = new Map<number, () => Promise<void>>();

const post = (message: ToMain, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const database = (id: number) => {
  const found = databases.get(id);
  if (!found) throw new Error(`The database ${id} is not open in the database thread.`);
  return found;
};
const target = (db: number, tx: number | undefined) => {
  if (tx === undefined) return database(db);
  const open = transactions.get(tx);
  if (!open) throw new Error(`The transaction ${tx} is not open in the database thread.`);
  return open.tx;
};

/** Drizzle's parsers are identities for the types it parses itself (dates, intervals): sent as type ids. */
const queryOptions = (options: QueryOptionsWire) => ({
  ...(options.rowMode ? { rowMode: options.rowMode } : {}),
  ...(options.rawTypes ? { parsers: Object.fromEntries(options.rawTypes.map((type) => [type, raw])) } : {}),
});
const raw = (value: string) => value;

async function handle(message: ToDatabase): Promise<unknown> {
  switch (message.type) {
    case 'open': {
      const db = await PGlite.create({
        ...(message.dataDir ? { dataDir: message.dataDir } : {}),
        ...(message.load ? { loadDataDir: new Blob([message.load]) } : {}),
        startParams: message.startParams,
      });
      databases.set(message.db, db);
      return null;
    }
    case 'query': {
      const { rows, fields, affectedRows } = await target(message.db, message.tx).query(
        message.sql,
        message.params,
        queryOptions(message.options),
      );
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await target(message.db, message.tx).exec(message.sql)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }));
    case 'begin':
      return begin(message.db, message.tx);
    case 'end': {
      const ended = endings.get(message.tx);
      endings.delete(message.tx);
      transactions.get(message.tx)?.end(message.commit);
      const error = await ended;
      if (error) throw error;
      return null;
    }
    case 'listen': {
      const unlisten = await database(message.db).listen(message.channel, (payload) =>
        post({ type: 'notify', listener: message.listener, payload }),
      );
      listeners.set(message.listener, unlisten);
      return null;
    }
    case 'unlisten': {
      const unlisten = listeners.get(message.listener);
      listeners.delete(message.listener);
      await unlisten?.();
      return null;
    }
    case 'dump':
      return (await database(message.db).dumpDataDir('none')).arrayBuffer();
    case 'close': {
      const db = databases.get(message.db);
      databases.delete(message.db);
      await db?.close();
      return null;
    }
  }
}

/**
 * Opens a transaction and resolves once it holds the database; it stays open until `end`, which
 * resolves with the error its COMMIT met, if any. A rollback is asked for by throwing out of PGlite's
 * callback, which rolls back (the error that asked for it is not the caller's).
 */
const ROLLBACK = new Error('rolled back');

function begin(db: number, id: number): Promise<null> {
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  return new Promise((resolve, reject) => {
    let began = false;
    const ended = database(db)
      .transaction(async (tx) => {
        began = true;
        transactions.set(id, { tx, end: decide });
        resolve(null);
        if (!(await decided)) throw ROLLBACK;
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (!began) reject(error);
          return error === ROLLBACK ? undefined : error;
        },
      );
    void ended.finally(() => transactions.delete(id));
    endings.set(id, ended);
  });
}
port.on('message', (message: ToDatabase) => {
  handle(message).then(
    (value) => post({ type: 'done', id: message.id, value }, value instanceof ArrayBuffer ? [value] : []),
    (error: unknown) => post({ type: 'failed', id: message.id, error: wireError(error) }),
  );
});

function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { name: error.name, message: error.message, fields };
}
