/** A page's query string as Next hands it to a route (`searchParams`, once awaited): repeated keys give arrays. */
export type SearchParams = Record<string, string | string[] | undefined>;
