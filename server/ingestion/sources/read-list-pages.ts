import type { AdapterPosting } from "#server/ingestion/source-adapter";

// How the adapters of paged JSON lists walk their pages: the first page must answer, a later one
// that fails ends the walk short, and a posting listed on two pages is kept once.

/** One page of a list, read: its entries, the items it refused, how many it held, and whether it is the last. */
export type ListPage<Entry> = {
  entries: readonly Entry[];
  errors: readonly string[];
  itemCount: number;
  last: boolean;
};

export type ListPages<Entry> = {
  /** Each entry once by its key, in the order first listed, as the last page that listed it had it. */
  entries: Entry[];
  itemsFetched: number;
  /** Whether a page said it was the last before `maxPages` ran out or a page failed. */
  complete: boolean;
  errors: string[];
};

/**
 * Reads pages 0, 1, … up to `maxPages`. A first page that fails fails the run (its error is
 * thrown); a later one is recorded as "`describePage(page)`: message" and the walk stops, not
 * complete.
 */
export async function readListPages<Entry>(options: {
  maxPages: number;
  readPage: (page: number) => Promise<ListPage<Entry>>;
  describePage: (page: number) => string;
  keyOf: (entry: Entry) => string;
}): Promise<ListPages<Entry>> {
  const byKey = new Map<string, Entry>();
  const errors: string[] = [];
  let itemsFetched = 0;
  let complete = false;
  for (let page = 0; page < options.maxPages; page += 1) {
    let result;
    try {
      result = await options.readPage(page);
    } catch (error) {
      if (page === 0) throw error;
      errors.push(`${options.describePage(page)}: ${(error as Error).message}`);
      break;
    }
    itemsFetched += result.itemCount;
    errors.push(...result.errors);
    for (const entry of result.entries) byKey.set(options.keyOf(entry), entry);
    if (result.last) {
      complete = true;
      break;
    }
  }
  return { entries: [...byKey.values()], itemsFetched, complete, errors };
}

/** A page of postings as an adapter's parser reads it, and whether it is the last. */
export type PostingsPage = {
  postings: readonly AdapterPosting[];
  errors: readonly string[];
  itemCount: number;
  last: boolean;
};

/** `readListPages` over pages of postings, each posting kept once by its external id. */
export function readPostingPages(options: {
  maxPages: number;
  readPage: (page: number) => Promise<PostingsPage>;
  describePage: (page: number) => string;
}): Promise<ListPages<AdapterPosting>> {
  return readListPages({
    maxPages: options.maxPages,
    readPage: async (page) => {
      const { postings, errors, itemCount, last } = await options.readPage(page);
      return { entries: postings, errors, itemCount, last };
    },
    describePage: options.describePage,
    keyOf: (posting) => posting.externalId,
  });
}
