CREATE TABLE "rating_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"rating_id" integer NOT NULL,
	"value" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_store_credits" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_credit_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"currency" text NOT NULL,
	"change_minor" integer NOT NULL,
	"balance_minor" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "middlename" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "prefix" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "suffix" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "fax" text;--> statement-breakpoint
ALTER TABLE "rating_options" ADD CONSTRAINT "rating_options_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_store_credits" ADD CONSTRAINT "cart_store_credits_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_history" ADD CONSTRAINT "store_credit_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rating_options_rating_value_idx" ON "rating_options" USING btree ("rating_id","value");--> statement-breakpoint
CREATE INDEX "store_credit_history_customer_idx" ON "store_credit_history" USING btree ("customer_id","currency","created_at");--> statement-breakpoint
ALTER TABLE "store_credits" ADD CONSTRAINT "store_credits_balance_not_negative" CHECK ("store_credits"."balance_minor" >= 0);