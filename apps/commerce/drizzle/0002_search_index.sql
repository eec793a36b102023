CREATE TABLE "search_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"visibility" integer NOT NULL,
	"brand_id" integer,
	"position" integer NOT NULL,
	"popularity" integer NOT NULL,
	"category_ids" integer[] NOT NULL,
	"category_positions" integer[] NOT NULL,
	"option_ids" integer[] NOT NULL,
	"name_key" text NOT NULL,
	"name_rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"indexed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_prices" (
	"store_code" text NOT NULL,
	"currency" text NOT NULL,
	"product_id" integer NOT NULL,
	"final_minor" integer NOT NULL,
	CONSTRAINT "search_prices_store_code_currency_product_id_pk" PRIMARY KEY("store_code","currency","product_id")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_prices" ADD CONSTRAINT "search_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;