/**
 * Spec §3 "Address book": the form's four street parts travel as Magento's `street` lines. When sent, the
 * apartment, neighbourhood and extra lines follow the street and empty lines are dropped; when read back, line 0 is
 * the street, 1 the apartment, 2 the neighbourhood and 3 the extra (the spec's reading, by position).
 */
export interface StreetParts {
  street: string;
  apartment: string;
  neighborhood: string;
  extra: string;
}

/** Magento keeps at most this many street lines per address (customer/address/street_lines may be 1–4). */
export const MAX_STREET_LINES = 4;

export function composeStreet(parts: Partial<StreetParts>): string[] {
  return [parts.street, parts.apartment, parts.neighborhood, parts.extra].map((line) => (line ?? "").trim()).filter((line) => line.length > 0);
}

export function splitStreet(lines: ReadonlyArray<string | null> | null | undefined): StreetParts {
  const at = (i: number) => (lines?.[i] ?? "").trim();
  return { street: at(0), apartment: at(1), neighborhood: at(2), extra: at(3) };
}
