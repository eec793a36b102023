ALTER TABLE "stores" ADD COLUMN "website_id" integer;--> statement-breakpoint
UPDATE "stores" SET "website_id" = "numbered"."website_id" FROM (
	SELECT "website_code", row_number() OVER (ORDER BY min("id"))::integer AS "website_id" FROM "stores" GROUP BY "website_code"
) AS "numbered" WHERE "stores"."website_code" = "numbered"."website_code";--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "website_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cms_no_cookies" text DEFAULT 'enable-cookies' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
