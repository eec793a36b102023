/** A timestamp as Magento prints its datetime columns in GraphQL: UTC, `YYYY-MM-DD HH:MM:SS`. */
export const magentoDateTime = (d: Date): string => d.toISOString().slice(0, 19).replace("T", " ");

/** The same, for a column that may be empty. */
export const magentoDateTimeOrNull = (d: Date | null): string | null => (d === null ? null : magentoDateTime(d));
