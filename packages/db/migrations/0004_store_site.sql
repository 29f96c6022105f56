-- The store's own site (id 0) exists on every database, demo seed or not: requests from unknown
-- hosts resolve to it and orders.site_id defaults to it. The demo seed keeps its fields current.
INSERT INTO "sites" ("id", "theme", "hostname", "name", "logo", "logo_art", "tagline", "features", "status")
VALUES (0, 'store', 'localhost', 'Topup', '/favicon.svg', '{"from":"#4f46e5","to":"#7c3aed","glyph":"T"}', '', '{}', 'active')
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- The store sells every product there is.
INSERT INTO "site_products" ("site_id", "product_id")
SELECT 0, "id" FROM "products"
ON CONFLICT DO NOTHING;
