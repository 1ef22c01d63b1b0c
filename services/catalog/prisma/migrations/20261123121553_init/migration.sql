-- CreateTable
CREATE TABLE "categories" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "name_key" VARCHAR(255) NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "unit_types" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "name_key" VARCHAR(100) NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "unit_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "brand_statuses" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "name_key" VARCHAR(100) NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "brand_statuses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "products" (
    "id" SERIAL NOT NULL,
    "product_name" VARCHAR(255) NOT NULL,
    "name_key" VARCHAR(255) NOT NULL,
    "description" TEXT,
    "category_id" INTEGER NOT NULL,
    "size_attributes" VARCHAR(255),
    "unit_type_id" INTEGER NOT NULL,
    "customer_pricing" DECIMAL(10,2),
    "contractor_pricing" DECIMAL(10,2),
    "fob_price" DECIMAL(10,2),
    "from_price" DECIMAL(10,2),
    "brand_status_id" INTEGER,
    "brand_product_name" VARCHAR(255),
    "brand_name_key" VARCHAR(255),
    "product_url" VARCHAR(1000),
    "priority" INTEGER NOT NULL DEFAULT 1,
    "ranking" INTEGER NOT NULL DEFAULT 0,
    "seasonal_availability" VARCHAR(50),
    "show_on_all_cities" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "aliases" TEXT,
    "on_brand_site" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "suppliers" (
    "id" SERIAL NOT NULL,
    "supplier_name" VARCHAR(255) NOT NULL,
    "name_key" VARCHAR(255) NOT NULL,
    "address" TEXT,
    "phone_number" VARCHAR(100),
    "email" VARCHAR(255),
    "hours_of_operation" TEXT,
    "supplier_locations" TEXT,
    "trucks" VARCHAR(255),
    "supplier_locations_2" TEXT,
    "added_to_v2" VARCHAR(50),
    "asked_for_2025_price_list" VARCHAR(50),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "suppliers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "supplier_locations" (
    "id" SERIAL NOT NULL,
    "supplier_id" INTEGER,
    "location_name" VARCHAR(255) NOT NULL,
    "name_key" VARCHAR(255) NOT NULL,
    "address" TEXT,
    "city" VARCHAR(255),
    "province" VARCHAR(100),
    "postal_code" VARCHAR(20),
    "latitude" DECIMAL(10,8),
    "longitude" DECIMAL(11,8),
    "phone_number" VARCHAR(100),
    "email" VARCHAR(255),
    "dispatch_email" VARCHAR(255),
    "dispatch_phone" VARCHAR(100),
    "sales_email" VARCHAR(255),
    "sales_contact" VARCHAR(255),
    "sales_phone" VARCHAR(100),
    "hours_of_operation" TEXT,
    "location_type" VARCHAR(100),
    "added_to_v2" VARCHAR(50),
    "pricing_requested_2025" VARCHAR(50),
    "pit_status" VARCHAR(100),
    "brand_status" VARCHAR(100),
    "shipping_drive_time_multiplier" DECIMAL(4,2),
    "minimum_units" DECIMAL(8,2),
    "fuel_surcharge" DECIMAL(8,2),
    "delivery_radius" DECIMAL(6,2),
    "products_at_location" TEXT,
    "product_names" TEXT,
    "notes" TEXT,
    "map_cache" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "supplier_locations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "location_products" (
    "location_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "location_products_pkey" PRIMARY KEY ("location_id","product_id")
);

-- CreateTable
CREATE TABLE "cities" (
    "id" INTEGER NOT NULL,
    "slug" VARCHAR(255) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "province" VARCHAR(100) NOT NULL,
    "latitude" DECIMAL(10,8) NOT NULL,
    "longitude" DECIMAL(11,8) NOT NULL,
    "page_active" BOOLEAN NOT NULL,
    "source_version" TIMESTAMPTZ(6) NOT NULL,
    "synced_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "city_locations" (
    "city_id" INTEGER NOT NULL,
    "location_id" INTEGER NOT NULL,
    "distance_km" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "city_locations_pkey" PRIMARY KEY ("city_id","location_id")
);

-- CreateTable
CREATE TABLE "city_listings" (
    "city_id" INTEGER NOT NULL,
    "body" TEXT NOT NULL DEFAULT '[]',
    "product_count" INTEGER NOT NULL DEFAULT 0,
    "hash" VARCHAR(64),
    "wanted_version" INTEGER NOT NULL DEFAULT 1,
    "built_version" INTEGER NOT NULL DEFAULT 0,
    "built_at" TIMESTAMPTZ(6),

    CONSTRAINT "city_listings_pkey" PRIMARY KEY ("city_id")
);

-- CreateTable
CREATE TABLE "city_top_products_cache" (
    "id" SERIAL NOT NULL,
    "city_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,
    "ranking_position" INTEGER NOT NULL,
    "popularity_score" DECIMAL(10,2) NOT NULL DEFAULT 0.00,
    "last_updated" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "city_top_products_cache_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "categories_name_key_key" ON "categories"("name_key");

-- CreateIndex
CREATE UNIQUE INDEX "unit_types_name_key_key" ON "unit_types"("name_key");

-- CreateIndex
CREATE UNIQUE INDEX "brand_statuses_name_key_key" ON "brand_statuses"("name_key");

-- CreateIndex
CREATE INDEX "products_name_key_idx" ON "products"("name_key");

-- CreateIndex
CREATE INDEX "products_category_id_idx" ON "products"("category_id");

-- CreateIndex
CREATE UNIQUE INDEX "suppliers_name_key_key" ON "suppliers"("name_key");

-- CreateIndex
CREATE INDEX "supplier_locations_supplier_id_name_key_idx" ON "supplier_locations"("supplier_id", "name_key");

-- CreateIndex
CREATE INDEX "supplier_locations_name_key_idx" ON "supplier_locations"("name_key");

-- CreateIndex
CREATE INDEX "location_products_product_id_idx" ON "location_products"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "cities_slug_key" ON "cities"("slug");

-- CreateIndex
CREATE INDEX "city_locations_location_id_idx" ON "city_locations"("location_id");

-- CreateIndex
CREATE INDEX "city_listings_wanted_version_built_version_idx" ON "city_listings"("wanted_version", "built_version");

-- CreateIndex
CREATE INDEX "city_top_products_cache_product_id_idx" ON "city_top_products_cache"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "city_top_products_cache_city_id_product_id_key" ON "city_top_products_cache"("city_id", "product_id");

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_unit_type_id_fkey" FOREIGN KEY ("unit_type_id") REFERENCES "unit_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_brand_status_id_fkey" FOREIGN KEY ("brand_status_id") REFERENCES "brand_statuses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supplier_locations" ADD CONSTRAINT "supplier_locations_supplier_id_fkey" FOREIGN KEY ("supplier_id") REFERENCES "suppliers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "location_products" ADD CONSTRAINT "location_products_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "supplier_locations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "location_products" ADD CONSTRAINT "location_products_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "city_locations" ADD CONSTRAINT "city_locations_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "city_locations" ADD CONSTRAINT "city_locations_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "supplier_locations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "city_listings" ADD CONSTRAINT "city_listings_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "city_top_products_cache" ADD CONSTRAINT "city_top_products_cache_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "city_top_products_cache" ADD CONSTRAINT "city_top_products_cache_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The spec's taxonomy exists from the start (decision 4): the categories of
-- admin-back-office.md section 9 plus the create view's default 'Uncategorized',
-- the default unit types, and the brand statuses of section 4.
INSERT INTO "categories" ("name", "name_key") VALUES
    ('Soils and Soil Mixtures', 'soils and soil mixtures'),
    ('Aggregates', 'aggregates'),
    ('Mulch', 'mulch'),
    ('Sand', 'sand'),
    ('Decorative Stone and Landscaping Products', 'decorative stone and landscaping products'),
    ('Compost', 'compost'),
    ('Animal Bedding', 'animal bedding'),
    ('Tools', 'tools'),
    ('Seeds', 'seeds'),
    ('Fertilizer', 'fertilizer'),
    ('Amendments', 'amendments'),
    ('Uncategorized', 'uncategorized');

INSERT INTO "unit_types" ("name", "name_key") VALUES
    ('Cubic Yard', 'cubic yard'),
    ('Metric Tonne', 'metric tonne'),
    ('Bag', 'bag'),
    ('Each', 'each'),
    ('Linear Foot', 'linear foot'),
    ('Square Foot', 'square foot');

INSERT INTO "brand_statuses" ("name", "name_key") VALUES
    ('Available', 'available'),
    ('Out of Stock', 'out of stock'),
    ('Seasonal', 'seasonal'),
    ('Special Order', 'special order'),
    ('Discontinued', 'discontinued');
