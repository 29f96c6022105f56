CREATE TABLE "sandbox_publisher_players" (
	"game" text NOT NULL,
	"user_id" text NOT NULL,
	"zone_id" text DEFAULT '' NOT NULL,
	"nickname" text NOT NULL,
	"search_key" text NOT NULL,
	"level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "nickname_search" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_publisher_players_key" ON "sandbox_publisher_players" USING btree ("game","user_id","zone_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_nickname_search" CHECK (not "products"."nickname_search" or "products"."kind" = 'topup');