import type { FastifyInstance } from 'fastify';
import { catalogRoutes, routePath } from '@local-seo/contracts';
import { csvUploadBody, toCsv, type Logger } from '@local-seo/service-kit';

/**
 * A demo catalogue: the default categories with several products each (CAD),
 * suppliers with yards around the demo Ontario cities, and what each yard
 * carries, so that every demo city page has products to show. Loaded through
 * the catalog's own API and CSV imports, so the same rules and events apply.
 */

type Unit = 'Cubic Yard' | 'Metric Tonne' | 'Bag' | 'Each';

interface DemoProduct {
  name: string;
  category: string;
  unit: Unit;
  /** Customer price in CAD; contractor, FOB and "from" prices follow from it. */
  price: number;
  size?: string;
  description: string;
  ranking?: number;
  season?: string;
  /** Shipped by courier: available in every city. */
  everywhere?: boolean;
}

const soils = 'Soils and Soil Mixtures';
const decorative = 'Decorative Stone and Landscaping Products';

const demoProducts: DemoProduct[] = [
  { name: 'Premium Screened Topsoil', category: soils, unit: 'Cubic Yard', price: 54.99, description: 'Screened loam for new lawns and garden beds.', ranking: 95 },
  { name: 'Triple Mix', category: soils, unit: 'Cubic Yard', price: 64.99, description: 'Topsoil, peat and compost in equal parts: the all-purpose garden mix.', ranking: 92 },
  { name: 'Garden Soil Blend', category: soils, unit: 'Cubic Yard', price: 69.99, description: 'Rich blend for vegetable gardens and raised beds.', ranking: 70 },
  { name: 'Lawn Top Dressing', category: soils, unit: 'Cubic Yard', price: 59.99, description: 'Sandy loam with compost for levelling and overseeding lawns.', ranking: 55 },
  { name: 'Screened Sand', category: 'Sand', unit: 'Cubic Yard', price: 44.99, description: 'Fine screened sand for pavers and pool bases.', ranking: 40 },
  { name: 'Concrete Sand', category: 'Sand', unit: 'Metric Tonne', price: 42.5, description: 'Washed coarse sand for concrete and drainage.' },
  { name: 'Masonry Sand', category: 'Sand', unit: 'Metric Tonne', price: 48.0, description: 'Clean sharp sand for mortar and brickwork.' },
  { name: 'Play Sand', category: 'Sand', unit: 'Bag', price: 7.49, size: '25 kg', description: 'Washed, screened sandbox sand.', everywhere: true },
  { name: '3/4" Clear Stone', category: 'Aggregates', unit: 'Metric Tonne', price: 52.0, size: '3/4 inch', description: 'Washed crushed limestone for drainage and weeping tile.', ranking: 80 },
  { name: 'Granular A', category: 'Aggregates', unit: 'Metric Tonne', price: 38.0, description: 'Crushed stone base for driveways, patios and walkways.', ranking: 75 },
  { name: 'Pea Gravel', category: 'Aggregates', unit: 'Metric Tonne', price: 58.0, size: '3/8 inch', description: 'Rounded river gravel for paths and play areas.', ranking: 50 },
  { name: 'Limestone Screenings', category: 'Aggregates', unit: 'Metric Tonne', price: 36.0, description: 'Compactable fines for setting flagstone and pavers.' },
  { name: 'High Performance Bedding', category: 'Aggregates', unit: 'Metric Tonne', price: 55.0, description: 'Self-levelling bedding stone for interlocking pavers.' },
  { name: 'Black Mulch', category: 'Mulch', unit: 'Cubic Yard', price: 49.99, description: 'Double-shredded mulch dyed deep black.', ranking: 85 },
  { name: 'Cedar Mulch', category: 'Mulch', unit: 'Cubic Yard', price: 54.99, description: 'Natural shredded cedar that keeps its scent.', ranking: 78 },
  { name: 'Red Mulch', category: 'Mulch', unit: 'Cubic Yard', price: 49.99, description: 'Colour-enhanced hardwood mulch.' },
  { name: 'Brown Mulch', category: 'Mulch', unit: 'Cubic Yard', price: 47.99, description: 'Natural brown double-shredded mulch.' },
  { name: 'Pine Bark Nuggets', category: 'Mulch', unit: 'Cubic Yard', price: 64.99, description: 'Large pine bark chunks for beds and borders.' },
  { name: 'Muskoka River Rock 2-4"', category: decorative, unit: 'Metric Tonne', price: 129.0, size: '2-4 inch', description: 'Smooth multicoloured river stone.', ranking: 60 },
  { name: 'Granite Chips', category: decorative, unit: 'Metric Tonne', price: 89.0, size: '3/4 inch', description: 'Pink and grey crushed granite for dry beds.' },
  { name: 'Armour Stone', category: decorative, unit: 'Metric Tonne', price: 165.0, description: 'Large quarried limestone blocks for retaining walls.' },
  { name: 'Natural Flagstone', category: decorative, unit: 'Metric Tonne', price: 289.0, description: 'Irregular Ontario flagstone for walkways and patios.', ranking: 45 },
  { name: 'Leaf Compost', category: 'Compost', unit: 'Cubic Yard', price: 44.99, description: 'Screened, fully matured leaf compost.', ranking: 35 },
  { name: 'Mushroom Compost', category: 'Compost', unit: 'Cubic Yard', price: 49.99, description: 'Nutrient-rich spent mushroom substrate.' },
  { name: 'Organic Compost', category: 'Compost', unit: 'Bag', price: 8.99, size: '30 L', description: 'Certified organic compost in bags.', everywhere: true },
  { name: 'Pine Shavings', category: 'Animal Bedding', unit: 'Bag', price: 9.49, size: '3.25 cu ft', description: 'Kiln-dried pine shavings for horses and poultry.' },
  { name: 'Straw Bales', category: 'Animal Bedding', unit: 'Each', price: 8.0, description: 'Clean wheat straw bales.', season: 'Fall/Winter' },
  { name: 'Bulk Sawdust', category: 'Animal Bedding', unit: 'Cubic Yard', price: 29.99, description: 'Dry hardwood sawdust for stalls and barns.' },
  { name: 'Steel Bow Rake', category: 'Tools', unit: 'Each', price: 34.99, description: 'Forged 16-tooth rake for spreading soil and gravel.', everywhere: true },
  { name: 'Round Point Shovel', category: 'Tools', unit: 'Each', price: 39.99, description: 'Fibreglass-handled digging shovel.', everywhere: true },
  { name: 'Landscape Fabric', category: 'Tools', unit: 'Each', price: 49.99, size: '3 ft x 100 ft', description: 'Woven weed barrier for under stone and mulch.', everywhere: true },
  { name: 'Sun and Shade Grass Seed', category: 'Seeds', unit: 'Bag', price: 59.99, size: '4 kg', description: 'Kentucky bluegrass, fescue and ryegrass blend.', everywhere: true, season: 'Spring/Summer' },
  { name: 'Overseeding Mix', category: 'Seeds', unit: 'Bag', price: 64.99, size: '4 kg', description: 'Fast-germinating mix for thin lawns.', everywhere: true, season: 'Fall only' },
  { name: 'Microclover Seed', category: 'Seeds', unit: 'Bag', price: 44.99, size: '1 kg', description: 'Low-growing clover for drought-tolerant lawns.', everywhere: true },
  { name: 'Spring Lawn Fertilizer 24-0-6', category: 'Fertilizer', unit: 'Bag', price: 42.99, size: '10 kg', description: 'Slow-release nitrogen for spring green-up.', everywhere: true, season: 'Spring only' },
  { name: 'Fall Lawn Fertilizer 12-0-18', category: 'Fertilizer', unit: 'Bag', price: 42.99, size: '10 kg', description: 'Potassium-rich feed for winter hardiness.', everywhere: true, season: 'Fall only' },
  { name: 'Organic Garden Fertilizer 4-4-4', category: 'Fertilizer', unit: 'Bag', price: 24.99, size: '2 kg', description: 'Balanced organic feed for flowers and vegetables.', everywhere: true },
  { name: 'Peat Moss', category: 'Amendments', unit: 'Bag', price: 16.99, size: '107 L', description: 'Compressed sphagnum peat to loosen heavy soil.', everywhere: true },
  { name: 'Garden Lime', category: 'Amendments', unit: 'Bag', price: 12.99, size: '20 kg', description: 'Dolomitic lime to sweeten acidic soil.', everywhere: true },
  { name: 'Gypsum Soil Conditioner', category: 'Amendments', unit: 'Bag', price: 18.99, size: '20 kg', description: 'Breaks up clay and salt-damaged soil.', everywhere: true },
];

interface DemoYard {
  supplier: string;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  /** km */
  radius: number;
  /** The bulk categories it carries (bagged goods ship everywhere). */
  carries: string[];
}

const bulk = [soils, 'Sand', 'Aggregates', 'Mulch'];
const bulkAndStone = [...bulk, decorative];
const rural = [...bulk, 'Compost', 'Animal Bedding'];

const demoYards: DemoYard[] = [
  { supplier: 'GTA Landscape Depot', name: 'Etobicoke Yard', city: 'Toronto', latitude: 43.6205, longitude: -79.5132, radius: 30, carries: bulkAndStone },
  { supplier: 'GTA Landscape Depot', name: 'Markham Yard', city: 'Markham', latitude: 43.8561, longitude: -79.337, radius: 35, carries: [...bulkAndStone, 'Compost'] },
  { supplier: 'GTA Landscape Depot', name: 'King City Yard', city: 'King City', latitude: 43.9281, longitude: -79.5279, radius: 35, carries: rural },
  { supplier: 'Golden Horseshoe Soil & Stone', name: 'Hamilton Yard', city: 'Hamilton', latitude: 43.2557, longitude: -79.8711, radius: 40, carries: [...bulkAndStone, 'Compost'] },
  { supplier: 'Golden Horseshoe Soil & Stone', name: 'Milton Pit', city: 'Milton', latitude: 43.5183, longitude: -79.8774, radius: 35, carries: bulk },
  { supplier: 'Grand River Materials', name: 'Kitchener Yard', city: 'Kitchener', latitude: 43.4516, longitude: -80.4925, radius: 30, carries: bulkAndStone },
  { supplier: 'Grand River Materials', name: 'Puslinch Pit', city: 'Puslinch', latitude: 43.45, longitude: -80.1667, radius: 45, carries: rural },
  { supplier: 'Dufferin Hills Supply', name: 'Orangeville Yard', city: 'Orangeville', latitude: 43.9197, longitude: -80.0943, radius: 50, carries: rural },
  { supplier: 'Simcoe Aggregates', name: 'Barrie Yard', city: 'Barrie', latitude: 44.3894, longitude: -79.6903, radius: 45, carries: [...bulkAndStone, 'Compost'] },
  { supplier: 'Simcoe Aggregates', name: 'Collingwood Yard', city: 'Collingwood', latitude: 44.5008, longitude: -80.2169, radius: 35, carries: rural },
  { supplier: 'Lakeshore Bulk Materials', name: 'Keswick Yard', city: 'Georgina', latitude: 44.2503, longitude: -79.4658, radius: 35, carries: bulk },
  { supplier: 'Muskoka Stone Works', name: 'Bracebridge Yard', city: 'Bracebridge', latitude: 45.0388, longitude: -79.3086, radius: 45, carries: [...bulkAndStone, 'Animal Bedding'] },
  { supplier: 'Muskoka Stone Works', name: 'Parry Sound Yard', city: 'Parry Sound', latitude: 45.3434, longitude: -80.0354, radius: 35, carries: bulkAndStone },
  { supplier: 'Highlands Aggregates', name: 'Haliburton Pit', city: 'Haliburton', latitude: 45.0478, longitude: -78.5081, radius: 40, carries: rural },
  { supplier: 'Capital Landscape Supply', name: 'Ottawa Yard', city: 'Ottawa', latitude: 45.3506, longitude: -75.7573, radius: 40, carries: [...bulkAndStone, 'Compost'] },
  { supplier: 'Forest City Soils', name: 'London Yard', city: 'London', latitude: 42.9849, longitude: -81.2453, radius: 40, carries: [...bulk, 'Compost', 'Animal Bedding'] },
  { supplier: 'Niagara Escarpment Stone', name: 'Grimsby Quarry', city: 'Grimsby', latitude: 43.2001, longitude: -79.5663, radius: 30, carries: bulkAndStone },
];

const phone = (i: number) => `705-555-01${String(10 + i).padStart(2, '0')}`;
const money = (value: number) => value.toFixed(2);
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const csv = toCsv;

/** The imports the demo data goes in by. */
const demoImports = {
  suppliers: catalogRoutes.importSuppliers,
  'supplier-locations': catalogRoutes.importSupplierLocations,
  'brand-products': catalogRoutes.importBrandProducts,
};

async function importCsv(catalog: FastifyInstance, type: keyof typeof demoImports, content: string): Promise<void> {
  const upload = await csvUploadBody(content, `demo-${type}.csv`);
  const response = await catalog.inject({ method: 'POST', url: routePath(demoImports[type]), ...upload });
  if (response.statusCode !== 200) throw new Error(`Demo ${type} import was refused: ${response.body}`);
}

/** Through the catalog's own API, and only into an empty catalogue: a second start keeps what is there. */
export async function seedDemoCatalog(catalog: FastifyInstance, logger: Logger, shopUrl = 'https://shop.example.com'): Promise<number> {
  const existing = await catalog.inject({ method: 'GET', url: routePath(catalogRoutes.stats) });
  if (existing.statusCode !== 200) throw new Error(`Could not read the catalog: ${existing.body}`);
  const stats = existing.json() as { totalProducts: number; totalLocations: number };
  if (stats.totalProducts > 0 || stats.totalLocations > 0) return 0;

  for (const product of demoProducts) {
    const response = await catalog.inject({
      method: 'POST',
      url: routePath(catalogRoutes.createProduct),
      payload: {
        product_name: product.name,
        description: product.description,
        category: product.category,
        unit_type: product.unit,
        size_attributes: product.size ?? null,
        customer_pricing: money(product.price),
        contractor_pricing: money(product.price * 0.88),
        fob_price: money(product.price * 0.6),
        from_price: money(product.price * 0.88),
        product_url: `${shopUrl.replace(/\/$/, '')}/products/${slug(product.name)}`,
        ranking: product.ranking ?? 0,
        seasonal_availability: product.season ?? null,
        show_on_all_cities: product.everywhere ?? false,
        brand_status: 'Available',
        on_brand_site: true,
      },
    });
    if (response.statusCode !== 201) throw new Error(`Demo product ${product.name} was refused: ${response.body}`);
  }

  const suppliers = [...new Set(demoYards.map((y) => y.supplier))];
  await importCsv(
    catalog,
    'suppliers',
    csv([
      ['Supplier Name', 'Phone Number', 'Hours of Operation', 'Supplier Locations', 'Asked for 2025 Price List'],
      ...suppliers.map((name, i) => [
        name,
        phone(i),
        'Mon-Fri 07:00-17:00; Sat 08:00-16:00',
        demoYards.filter((y) => y.supplier === name).map((y) => y.city).join('; '),
        'yes',
      ]),
    ]),
  );
  await importCsv(
    catalog,
    'supplier-locations',
    csv([
      ['Supplier Name', 'Location Name', 'City', 'Province', 'Latitude', 'Longitude', 'Delivery Radius', 'Location Type', 'Minimum Units', 'Dispatch Phone', 'Hours of Operation', 'Active'],
      ...demoYards.map((y, i) => [
        y.supplier,
        y.name,
        y.city,
        'Ontario',
        String(y.latitude),
        String(y.longitude),
        String(y.radius),
        y.name.includes('Pit') || y.name.includes('Quarry') ? 'Pit' : 'Yard',
        '2',
        phone(20 + i),
        'Mon-Fri 07:00-17:00; Sat 08:00-16:00',
        'yes',
      ]),
    ]),
  );
  await importCsv(
    catalog,
    'brand-products',
    csv([
      ['Location Name', 'Product', 'Supplier Name'],
      ...demoYards.flatMap((y) =>
        demoProducts.filter((p) => !p.everywhere && y.carries.includes(p.category)).map((p) => [y.name, p.name, y.supplier]),
      ),
    ]),
  );
  logger.info({ products: demoProducts.length, locations: demoYards.length }, 'demo catalogue loaded');
  return demoProducts.length;
}
