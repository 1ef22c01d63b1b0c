-- CreateTable
CREATE TABLE "monthly_figures" (
    "month" DATE NOT NULL,
    "total_locations" INTEGER NOT NULL,
    "active_products" INTEGER NOT NULL,
    "location_products" INTEGER NOT NULL,
    "avg_delivery_radius" DECIMAL(6,1) NOT NULL,
    "recorded_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "monthly_figures_pkey" PRIMARY KEY ("month")
);
