-- CreateTable
CREATE TABLE "weather_cities" (
    "id" INTEGER NOT NULL,
    "city_slug" VARCHAR(255) NOT NULL,
    "city_name" VARCHAR(255) NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "active" BOOLEAN NOT NULL,
    "last_attempt_at" TIMESTAMPTZ(6),
    "last_error" TEXT,
    "last_provider" VARCHAR(20),
    "lease_until" TIMESTAMPTZ(6),
    "synced_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "weather_cities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "weather_data" (
    "id" SERIAL NOT NULL,
    "city_id" INTEGER NOT NULL,
    "provider" VARCHAR(20) NOT NULL,
    "request_timestamp" TIMESTAMPTZ(6) NOT NULL,
    "api_response" JSONB NOT NULL,
    "weather" JSONB NOT NULL,
    "timezone" VARCHAR(64) NOT NULL DEFAULT 'America/Toronto',
    "temp_c" DOUBLE PRECISION,
    "temp_f" DOUBLE PRECISION,
    "condition" VARCHAR(255),
    "humidity" DOUBLE PRECISION,
    "wind_kph" DOUBLE PRECISION,
    "wind_direction" VARCHAR(8),
    "precip_mm" DOUBLE PRECISION,
    "uv" DOUBLE PRECISION,
    "pressure_mb" DOUBLE PRECISION,
    "et0" DOUBLE PRECISION,
    "shortwave_radiation" DOUBLE PRECISION,
    "diffuse_radiation" DOUBLE PRECISION,
    "day1_max_c" DOUBLE PRECISION,
    "day1_min_c" DOUBLE PRECISION,
    "day1_condition" VARCHAR(255),
    "day1_chance_of_rain" DOUBLE PRECISION,
    "day1_precip_mm" DOUBLE PRECISION,
    "day1_et0" DOUBLE PRECISION,
    "day2_max_c" DOUBLE PRECISION,
    "day2_min_c" DOUBLE PRECISION,
    "day2_condition" VARCHAR(255),
    "day2_chance_of_rain" DOUBLE PRECISION,
    "day2_precip_mm" DOUBLE PRECISION,
    "day2_et0" DOUBLE PRECISION,
    "day3_max_c" DOUBLE PRECISION,
    "day3_min_c" DOUBLE PRECISION,
    "day3_condition" VARCHAR(255),
    "day3_chance_of_rain" DOUBLE PRECISION,
    "day3_precip_mm" DOUBLE PRECISION,
    "day3_et0" DOUBLE PRECISION,
    "co" DOUBLE PRECISION,
    "no2" DOUBLE PRECISION,
    "o3" DOUBLE PRECISION,
    "pm25" DOUBLE PRECISION,
    "pm10" DOUBLE PRECISION,
    "sunrise" VARCHAR(20),
    "sunset" VARCHAR(20),
    "moon_phase" VARCHAR(30),
    "moon_illumination" DOUBLE PRECISION,

    CONSTRAINT "weather_data_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "weather_suggestions" (
    "id" SERIAL NOT NULL,
    "weather_condition" VARCHAR(255) NOT NULL,
    "condition_key" VARCHAR(255) NOT NULL,
    "suggestion_text" TEXT NOT NULL,
    "related_products" TEXT,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "weather_suggestions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "weather_cities_city_slug_idx" ON "weather_cities"("city_slug");

-- CreateIndex
CREATE INDEX "weather_cities_active_idx" ON "weather_cities"("active");

-- CreateIndex
CREATE UNIQUE INDEX "weather_data_city_id_key" ON "weather_data"("city_id");

-- CreateIndex
CREATE UNIQUE INDEX "weather_suggestions_condition_key_key" ON "weather_suggestions"("condition_key");

-- AddForeignKey
ALTER TABLE "weather_data" ADD CONSTRAINT "weather_data_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "weather_cities"("id") ON DELETE CASCADE ON UPDATE CASCADE;
