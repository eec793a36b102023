CREATE TABLE "order_sequences" (
	"store_code" text PRIMARY KEY NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"cart_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"client_secret" text NOT NULL,
	"session_id" text NOT NULL,
	"customer_ref" text,
	"order_id" integer,
	"refund_reason" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"return_url" text NOT NULL,
	"customer_email" text,
	"metadata" jsonb,
	"last_outcome" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_card_intents_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
ALTER TABLE "cart_addresses" ADD COLUMN "save_in_address_book" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_intents_cart_idx" ON "payment_intents" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id") WHERE "orders"."cart_id" > 0;