CREATE TABLE "product_search_keys" (
	"product_id" text NOT NULL,
	"key" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "product_search_keys_product_id_key_pk" PRIMARY KEY("product_id","key"),
	CONSTRAINT "product_search_keys_source" CHECK ("product_search_keys"."source" in ('name', 'alias'))
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text,
	"description" text,
	"credit_name" text,
	CONSTRAINT "product_texts_product_id_language_pk" PRIMARY KEY("product_id","language"),
	CONSTRAINT "product_texts_language" CHECK ("product_texts"."language" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "product_search_keys" ADD CONSTRAINT "product_search_keys_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_keys_prefix" ON "product_search_keys" USING btree ("key" text_pattern_ops);