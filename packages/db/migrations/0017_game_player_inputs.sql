ALTER TABLE "products" ADD COLUMN "player_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "player_character_name" text;--> statement-breakpoint
ALTER TABLE "sandbox_publisher_credits" ADD COLUMN "character_name" text;