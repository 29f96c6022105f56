CREATE TABLE "saved_players" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"player_user_id" text NOT NULL,
	"player_zone_id" text DEFAULT '' NOT NULL,
	"nickname" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_players_user_id_product_id_player_user_id_player_zone_id_pk" PRIMARY KEY("user_id","product_id","player_user_id","player_zone_id")
);
--> statement-breakpoint
ALTER TABLE "saved_players" ADD CONSTRAINT "saved_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_players" ADD CONSTRAINT "saved_players_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_players_recent" ON "saved_players" USING btree ("user_id","product_id","used_at" DESC NULLS LAST);