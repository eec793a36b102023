import { asc, eq } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlInputError } from "../../core/errors.ts";
import type { CustomerAddressInput } from "../../core/generated/resolvers.ts";
import type { customerAddresses } from "../customer/tables.ts";
import { countries, regions } from "../directory/tables.ts";

export type AddressRow = typeof customerAddresses.$inferSelect;
/** What an address holds besides its id and owner. */
export type AddressValues = Omit<AddressRow, "id" | "customerId">;

/** Magento's required address attributes, in its order and under its names (country_code is sent as country_id). */
const REQUIRED = ["firstname", "lastname", "street", "city", "country_id", "telephone"] as const;
type RequiredName = (typeof REQUIRED)[number];

/** Street, apartment, neighbourhood, extra (spec §3 Address). */
export const MAX_STREET_LINES = 4;

/** Countries where Magento's default configuration lets the postcode be left out. */
const OPTIONAL_POSTCODE = new Set(["HK", "IE", "MO", "PA", "GB"]);

/** Text fields with Magento's labels and the size of their database columns. */
const TEXT_FIELDS = {
  firstname: ["firstname", "First Name", 255],
  middlename: ["middlename", "Middle Name/Initial", 255],
  lastname: ["lastname", "Last Name", 255],
  prefix: ["prefix", "Name Prefix", 40],
  suffix: ["suffix", "Name Suffix", 40],
  company: ["company", "Company", 255],
  city: ["city", "City", 255],
  postcode: ["postcode", "Zip/Postal Code", 255],
  telephone: ["telephone", "Phone Number", 255],
  fax: ["fax", "Fax", 255],
  vatId: ["vat_id", "VAT Number", 255],
} as const satisfies Record<string, readonly [keyof CustomerAddressInput, string, number]>;
const STREET_LINE_LENGTH = 255;
const REGION_LENGTH = 255;

const tooLong = (label: string, max: number) => new GraphQlInputError(`"${label}" length must be equal or less than ${max} characters.`);
const invalid = (field: string, value: string | number) =>
  new GraphQlInputError(`Invalid value of "${value}" provided for the ${field} field.`);
const required = (field: string) => new GraphQlInputError(`"${field}" is required. Enter and try again.`);

/** Trimmed text, null when empty. */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Non-empty street lines, trimmed. */
const streetLines = (lines: readonly (string | null)[] | null | undefined) =>
  (lines ?? []).map((l) => text(l)).filter((l): l is string => l !== null);

const countryOf = (input: CustomerAddressInput) => input.country_code ?? input.country_id;

function requiredValue(input: CustomerAddressInput, name: RequiredName): unknown {
  if (name === "street") return streetLines(input.street).length ? input.street : null;
  if (name === "country_id") return countryOf(input);
  return text(input[name]);
}

/** Whether the input names the field at all; `null` counts as naming it (and emptying it). */
function gives(input: CustomerAddressInput, name: RequiredName): boolean {
  if (name === "country_id") return "country_code" in input || "country_id" in input;
  return name in input;
}

/**
 * Magento's first check: a new address needs every required field, an update may leave fields out but may not
 * empty a required one ("Required parameters are missing: firstname, city").
 */
function checkRequired(input: CustomerAddressInput, isUpdate: boolean): void {
  const missing = REQUIRED.filter((name) => (!isUpdate || gives(input, name)) && !requiredValue(input, name));
  if (missing.length) throw new GraphQlInputError(`Required parameters are missing: ${missing.join(", ")}`);
}

/** The region part of the input as given, before the directory is consulted. */
interface RegionInput {
  id: number | null;
  code: string | null;
  name: string | null;
}

/** The region given, else the stored one unless the country changes (a region belongs to its country). */
function regionInput(input: CustomerAddressInput, existing: AddressValues | undefined, countryCode: string): RegionInput {
  if (input.region) {
    return { id: input.region.region_id ?? null, code: text(input.region.region_code), name: text(input.region.region) };
  }
  if (!existing || existing.countryCode !== countryCode) return { id: null, code: null, name: null };
  return { id: existing.regionId, code: existing.regionCode, name: existing.region };
}

/**
 * The address a create (no `existing`) or update input makes, checked as Magento checks it, in its order: required
 * fields, then the stored form (street lines, lengths), the postcode, the country and the region. Throws the first
 * problem as a graphql-input error.
 */
export async function addressValues(
  ctx: Pick<RequestContext, "db">, input: CustomerAddressInput, existing?: AddressValues,
): Promise<AddressValues> {
  checkRequired(input, existing !== undefined);
  const [attribute] = input.custom_attributes ?? [];
  if (attribute) throw new GraphQlInputError(`"${attribute.attribute_code}" is not a customer address attribute.`);
  const pick = <K extends keyof CustomerAddressInput>(key: K, current: string | null | undefined) =>
    key in input ? text(input[key] as string | null | undefined) : (current ?? null);

  const street = input.street !== undefined && input.street !== null ? streetLines(input.street) : (existing?.street ?? []);
  if (street.length > MAX_STREET_LINES) {
    throw new GraphQlInputError(`"Street Address" cannot contain more than ${MAX_STREET_LINES} lines.`);
  }
  if (street.some((line) => [...line].length > STREET_LINE_LENGTH)) throw tooLong("Street Address", STREET_LINE_LENGTH);

  const fields = {} as Record<keyof typeof TEXT_FIELDS, string | null>;
  for (const [column, [name, label, max]] of Object.entries(TEXT_FIELDS) as [keyof typeof TEXT_FIELDS, (typeof TEXT_FIELDS)[keyof typeof TEXT_FIELDS]][]) {
    const value = pick(name, existing?.[column]);
    if (value !== null && [...value].length > max) throw tooLong(label, max);
    fields[column] = value;
  }
  const countryCode = countryOf(input) ?? existing?.countryCode ?? "";
  if (!fields.postcode && !OPTIONAL_POSTCODE.has(countryCode)) throw required("postcode");

  const region = await directoryRegion(ctx, countryCode, regionInput(input, existing, countryCode));
  return {
    ...fields,
    firstname: fields.firstname ?? "",
    lastname: fields.lastname ?? "",
    city: fields.city ?? "",
    street,
    countryCode,
    regionId: region.id,
    regionCode: region.code,
    region: region.name,
  };
}

/**
 * Magento's country and region checks: the country must exist; where the directory lists regions for it one of
 * them is required, by id or code, and must be the country's own; elsewhere the region is free text.
 */
async function directoryRegion(ctx: Pick<RequestContext, "db">, countryCode: string, given: RegionInput): Promise<RegionInput> {
  const [country] = await ctx.db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryCode));
  if (!country) throw invalid("countryId", countryCode);
  const listed = await ctx.db.select().from(regions).where(eq(regions.countryId, countryCode)).orderBy(asc(regions.id));
  if (listed.length === 0) {
    if (given.id !== null) throw invalid("regionId", given.id);
    if (given.name !== null && [...given.name].length > REGION_LENGTH) throw tooLong("State/Province", REGION_LENGTH);
    if (given.code !== null && [...given.code].length > REGION_LENGTH) throw tooLong("State/Province", REGION_LENGTH);
    return { id: null, code: given.code ?? given.name, name: given.name ?? given.code };
  }
  const byCode = (code: string) => listed.find((r) => r.code.toUpperCase() === code.toUpperCase());
  let found;
  if (given.id !== null) {
    found = listed.find((r) => r.id === given.id);
    if (!found) throw invalid("regionId", given.id);
    if (given.code !== null && byCode(given.code) !== found) throw invalid("regionCode", given.code);
  } else if (given.code !== null) {
    found = byCode(given.code);
    if (!found) throw invalid("regionCode", given.code);
  }
  if (!found) throw required("regionId");
  return { id: found.id, code: found.code, name: found.name };
}
