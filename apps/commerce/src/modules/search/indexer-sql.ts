import { sql, type SQL } from "drizzle-orm";

/**
 * Inserts the documents listed in `json` ([{id, key, rank}]). Categories: each assigned category plus every anchor
 * category above it (a product in "Lipstick" is listed in "Lips" and "Make-up"); the position in a category it is
 * not assigned to directly is its best position among the descendants. Options: its own attribute values and
 * those of its enabled configurable variants, so a shade filter finds the lipstick that comes in that shade.
 */
export function documentsInsert(json: string): SQL {
  // Set-based (hash joins and aggregates) rather than a lateral subquery per product: an order of magnitude
  // faster on PGlite for a large catalogue.
  return sql`
    WITH k AS (SELECT * FROM jsonb_to_recordset(${json}::jsonb) AS k(id int, key text, rank int)),
    placed AS (
      SELECT pc.product_id, anc.id AS category_id,
        coalesce(min(pc.position) FILTER (WHERE pc.category_id = anc.id), min(pc.position)) AS position
      FROM k
      JOIN product_categories pc ON pc.product_id = k.id
      JOIN categories c ON c.id = pc.category_id
      CROSS JOIN LATERAL unnest(string_to_array(c.path, '/')::int[] || c.id) AS a(id)
      JOIN categories anc ON anc.id = a.id AND (anc.id = c.id OR (anc.is_anchor AND anc.level >= 1))
      GROUP BY pc.product_id, anc.id
    ),
    cats AS (
      SELECT product_id, array_agg(category_id ORDER BY category_id) AS ids,
        array_agg(position ORDER BY category_id) AS positions
      FROM placed GROUP BY product_id
    ),
    opts AS (
      SELECT x.product_id, array_agg(DISTINCT x.option_id ORDER BY x.option_id) AS ids
      FROM (
        SELECT v.product_id, v.option_id FROM k JOIN product_attribute_values v ON v.product_id = k.id
        UNION ALL
        SELECT l.parent_id, v.option_id
        FROM k
        JOIN configurable_links l ON l.parent_id = k.id
        JOIN products ch ON ch.id = l.child_id AND ch.is_enabled
        JOIN product_attribute_values v ON v.product_id = l.child_id
      ) x
      GROUP BY x.product_id
    )
    INSERT INTO search_documents (product_id, visibility, brand_id, position, popularity, category_ids,
      category_positions, option_ids, name_key, name_rank)
    SELECT p.id, p.visibility, p.brand_id, p.position, p.popularity,
      coalesce(c.ids, '{}'), coalesce(c.positions, '{}'), coalesce(o.ids, '{}'), k.key, k.rank
    FROM k
    JOIN products p ON p.id = k.id
    LEFT JOIN cats c ON c.product_id = p.id
    LEFT JOIN opts o ON o.product_id = p.id`;
}

const opt = (keys: string[]) => sql.raw(`coalesce(${keys.map((k) => `p.type_options->'${k}'`).join(", ")})`);
const bundleDynamic = sql`CASE
  WHEN jsonb_typeof(${opt(["priceType", "price_type"])}) = 'string' AND ${opt(["priceType", "price_type"])} #>> '{}' <> ''
    THEN lower(${opt(["priceType", "price_type"])} #>> '{}') = 'dynamic'
  WHEN jsonb_typeof(${opt(["dynamicPrice", "dynamic_price"])}) = 'boolean'
    THEN (${opt(["dynamicPrice", "dynamic_price"])})::boolean
  ELSE true END`;
const linksSeparately = sql`CASE
  WHEN jsonb_typeof(${opt(["linksPurchasedSeparately", "links_purchased_separately"])}) = 'boolean'
    THEN (${opt(["linksPurchasedSeparately", "links_purchased_separately"])})::boolean
  ELSE true END`;
const giftAmounts = opt(["amounts", "giftcardAmounts", "giftcard_amounts"]);

/**
 * The price a listing shows for each listable product — price_range.minimum_price.final_price — for every store
 * view and currency it can be shown in, by the catalogue's rules: a product's unit price is its own price row in
 * the currency, else its base-currency row converted (numeric round: half away from zero); final is the special
 * price while in force at `now` and lower; configurable and grouped products take their cheapest enabled child
 * (salable ones when there are any); dynamic bundles sum the cheapest selection of each required option (or of
 * the first option when none is required); gift cards their smallest amount; downloadable products add their
 * cheapest link when links are sold separately. A product without any price is listed at 0, as it displays.
 */
export function pricesInsert(nowIso: string): SQL {
  return sql`
    WITH targets AS (
      SELECT DISTINCT s.code AS store_code, s.base_currency AS base, c.currency,
        CASE WHEN c.currency = s.base_currency THEN 1::numeric ELSE r.rate END AS rate
      FROM stores s
      CROSS JOIN LATERAL unnest(s.allowed_currencies || s.base_currency) AS c(currency)
      LEFT JOIN currency_rates r ON r.base_currency = s.base_currency AND r.target_currency = c.currency
    ),
    own AS (
      SELECT pp.product_id, pp.currency,
        CASE WHEN pp.special_minor IS NOT NULL AND pp.special_minor < pp.regular_minor
               AND (pp.special_from IS NULL OR pp.special_from <= ${nowIso}::timestamptz)
               AND (pp.special_to IS NULL OR pp.special_to >= ${nowIso}::timestamptz)
             THEN pp.special_minor ELSE pp.regular_minor END AS final
      FROM product_prices pp
    ),
    unit AS (
      SELECT t.store_code, t.currency, p.id AS product_id,
        coalesce(oc.final, round(ob.final * t.rate)::int) AS final
      FROM targets t
      CROSS JOIN products p
      LEFT JOIN own oc ON oc.product_id = p.id AND oc.currency = t.currency
      LEFT JOIN own ob ON ob.product_id = p.id AND ob.currency = t.base
      WHERE t.rate IS NOT NULL AND (oc.final IS NOT NULL OR ob.final IS NOT NULL)
    ),
    pool AS (
      SELECT l.parent_id, l.child_id, (ch.is_in_stock AND (ch.qty IS NULL OR ch.qty > 0)) AS salable
      FROM (SELECT parent_id, child_id FROM configurable_links UNION ALL SELECT parent_id, child_id FROM grouped_links) l
      JOIN products ch ON ch.id = l.child_id AND ch.is_enabled
    ),
    pool_min AS (
      SELECT u.store_code, u.currency, c.parent_id AS product_id,
        CASE WHEN bool_or(c.salable) THEN min(u.final) FILTER (WHERE c.salable) ELSE min(u.final) END AS final
      FROM pool c JOIN unit u ON u.product_id = c.child_id
      GROUP BY 1, 2, 3
    ),
    bundle_opts AS (
      SELECT bo.id, bo.parent_id, bo.required,
        row_number() OVER (PARTITION BY bo.parent_id ORDER BY bo.position, bo.id) AS ord,
        bool_or(bo.required) OVER (PARTITION BY bo.parent_id) AS any_required
      FROM bundle_options bo
    ),
    bundle_min AS (
      SELECT x.store_code, x.currency, x.parent_id AS product_id, sum(x.cheapest)::int AS final
      FROM (
        SELECT u.store_code, u.currency, o.parent_id, o.id, min(u.final * bs.qty) AS cheapest
        FROM bundle_opts o
        JOIN bundle_selections bs ON bs.option_id = o.id
        JOIN products ch ON ch.id = bs.product_id AND ch.is_enabled
        JOIN unit u ON u.product_id = bs.product_id
        WHERE o.required OR (NOT o.any_required AND o.ord = 1)
        GROUP BY 1, 2, 3, 4
      ) x
      GROUP BY 1, 2, 3
    ),
    gift AS (
      SELECT t.store_code, t.currency, p.id AS product_id,
        coalesce(
          (SELECT min(round(e::text::numeric))::int FROM jsonb_array_elements(
              CASE WHEN jsonb_typeof(${giftAmounts} -> t.currency) = 'array' THEN ${giftAmounts} -> t.currency END) e
            WHERE jsonb_typeof(e) = 'number' AND e::text::numeric > 0),
          round(t.rate * (SELECT min(round(e::text::numeric)) FROM jsonb_array_elements(
              CASE WHEN jsonb_typeof(${giftAmounts}) = 'array' THEN ${giftAmounts}
                   WHEN jsonb_typeof(${giftAmounts} -> t.base) = 'array' THEN ${giftAmounts} -> t.base END) e
            WHERE jsonb_typeof(e) = 'number' AND e::text::numeric > 0))::int
        ) AS final
      FROM products p CROSS JOIN targets t
      WHERE p.type_id = 'giftcard' AND t.rate IS NOT NULL
    ),
    links AS (
      SELECT product_id, min(price_minor) AS cheapest FROM downloadable_links GROUP BY product_id
    )
    INSERT INTO search_prices (store_code, currency, product_id, final_minor)
    SELECT t.store_code, t.currency, p.id, coalesce(CASE
        WHEN p.type_id IN ('configurable', 'grouped') THEN pm.final
        WHEN p.type_id = 'bundle' THEN CASE WHEN ${bundleDynamic} THEN coalesce(bm.final, 0) ELSE u.final END
        WHEN p.type_id = 'giftcard' THEN coalesce(g.final, u.final)
        WHEN p.type_id = 'downloadable' THEN coalesce(u.final, 0)
          + CASE WHEN ${linksSeparately} AND l.cheapest IS NOT NULL THEN round(l.cheapest * t.rate)::int ELSE 0 END
        ELSE u.final END, 0)
    FROM search_documents d
    JOIN products p ON p.id = d.product_id
    CROSS JOIN targets t
    LEFT JOIN unit u ON u.product_id = p.id AND u.store_code = t.store_code AND u.currency = t.currency
    LEFT JOIN pool_min pm ON pm.product_id = p.id AND pm.store_code = t.store_code AND pm.currency = t.currency
    LEFT JOIN bundle_min bm ON bm.product_id = p.id AND bm.store_code = t.store_code AND bm.currency = t.currency
    LEFT JOIN gift g ON g.product_id = p.id AND g.store_code = t.store_code AND g.currency = t.currency
    LEFT JOIN links l ON l.product_id = p.id
    WHERE t.rate IS NOT NULL`;
}
