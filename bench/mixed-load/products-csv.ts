/**
 * A products CSV in the products import's columns (services/catalog/README.md#csv-imports),
 * as a supplier price list exported from a spreadsheet: quoted fields, CRLF. The
 * catalogue's products come first with new prices (the import updates them, so city
 * pages change while it runs), then new products, each a material in a pack size
 * from one supplier's yard in an Ontario town, to `rows` rows in all.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { ListedProduct } from './admin.js';

interface Material {
  name: string;
  category: string;
  unit: string;
  price: number;
  description: string;
}

const material = (category: string, unit: string) => (name: string, price: number, description: string): Material => ({ name, category, unit, price, description });
const soil = material('Soils and Soil Mixtures', 'Cubic Yard');
const aggregate = material('Aggregates', 'Metric Tonne');
const mulch = material('Mulch', 'Cubic Yard');
const sand = material('Sand', 'Metric Tonne');
const decorative = material('Decorative Stone and Landscaping Products', 'Metric Tonne');
const compost = material('Compost', 'Cubic Yard');
const bedding = material('Animal Bedding', 'Cubic Yard');
const amendment = material('Amendments', 'Bag');

const materials: Material[] = [
  soil('Screened Topsoil', 49, 'Screened loam for lawns and garden beds'),
  soil('Triple Mix', 62, 'Topsoil, peat and compost in equal parts'),
  soil('Garden Soil Blend', 66, 'Rich blend for vegetable gardens and raised beds'),
  soil('Lawn Top Dressing', 57, 'Sandy loam with compost for levelling lawns'),
  soil('Black Earth', 52, 'Dark organic soil for flower beds'),
  soil('Sandy Loam', 46, 'Free-draining loam for sod and seed'),
  aggregate('3/4" Clear Stone', 48, 'Washed crushed limestone for drainage'),
  aggregate('3/8" Clear Stone', 51, 'Small washed stone for pipe bedding'),
  aggregate('Granular A', 36, 'Crushed stone base for driveways and patios'),
  aggregate('Granular B', 31, 'Pit-run base for deep fills'),
  aggregate('Crusher Run', 34, 'Crushed stone and fines that compact hard'),
  aggregate('Limestone Screenings', 33, 'Compactable fines for flagstone and pavers'),
  aggregate('Pea Gravel', 55, 'Rounded gravel for paths and play areas'),
  aggregate('High Performance Bedding', 53, 'Self-levelling bedding for interlock'),
  mulch('Black Mulch', 47, 'Double-shredded mulch dyed black'),
  mulch('Cedar Mulch', 52, 'Shredded cedar that keeps its scent'),
  mulch('Red Mulch', 47, 'Colour-enhanced hardwood mulch'),
  mulch('Brown Mulch', 45, 'Natural brown double-shredded mulch'),
  mulch('Pine Bark Nuggets', 61, 'Large pine bark chunks for borders'),
  mulch('Hemlock Mulch', 58, 'Bright reddish-brown hemlock bark'),
  sand('Screened Sand', 41, 'Fine screened sand for pavers and pool bases'),
  sand('Concrete Sand', 40, 'Washed coarse sand for concrete'),
  sand('Masonry Sand', 45, 'Clean sharp sand for mortar'),
  sand('Play Sand', 49, 'Washed sandbox sand'),
  sand('Polymeric Sand', 38, 'Joint sand that hardens when wetted'),
  decorative('Muskoka River Rock 2-4"', 125, 'Smooth multicoloured river stone'),
  decorative('Granite Chips', 86, 'Pink and grey crushed granite'),
  decorative('Armour Stone', 160, 'Quarried limestone blocks for walls'),
  decorative('Natural Flagstone', 280, 'Irregular Ontario flagstone'),
  decorative('Lava Rock', 140, 'Light red volcanic stone'),
  decorative('White Marble Chips', 150, 'Bright white decorative chips'),
  compost('Leaf Compost', 42, 'Screened, matured leaf compost'),
  compost('Mushroom Compost', 47, 'Spent mushroom substrate'),
  compost('Composted Manure', 50, 'Aged cattle manure compost'),
  bedding('Pine Shavings', 35, 'Kiln-dried shavings for stalls'),
  bedding('Bulk Sawdust', 28, 'Dry hardwood sawdust for barns'),
  bedding('Chopped Straw', 32, 'Dust-extracted wheat straw'),
  amendment('Peat Moss', 18, 'Sphagnum peat to loosen clay soils'),
  amendment('Garden Lime', 12, 'Dolomitic lime to sweeten acid soils'),
  amendment('Bone Meal', 16, 'Slow phosphorus for bulbs and roots'),
];

/** Pack sizes: how the unit and the price change with them. */
const packs = [
  { name: 'Bulk', unit: (m: Material) => m.unit, factor: 1 },
  { name: 'Tri-Axle Load', unit: () => 'Load', factor: 18 },
  { name: 'Bulk Bag', unit: () => 'Bag', factor: 1.25 },
  { name: 'Half Yard Bag', unit: () => 'Bag', factor: 0.7 },
];

const suppliers = ['Simcoe Aggregates', 'Dufferin Sand and Gravel', 'Oak Ridges Soils', 'Georgian Bay Stone', 'Grand River Materials', 'Niagara Escarpment Quarries', 'Muskoka Rock Company', 'Halton Landscape Depot', 'Kawartha Mulch Works', 'Huron Soil Supply', 'Trent Valley Aggregates', 'Caledon Pit and Quarry', 'Lakeshore Bulk Supply', 'Wellington Compost', 'Ottawa Valley Stone', 'Forest City Landscape Supply', 'Golden Horseshoe Materials', 'Blue Mountain Aggregates', 'Bruce County Sand', 'Northumberland Mulch', 'Frontenac Granite', 'Haliburton Highlands Stone', 'Rideau Soils', 'Thames Valley Gravel', 'Severn Sound Supply'];
const towns = ['Barrie', 'Toronto', 'Hamilton', 'Ottawa', 'London', 'Aurora', 'Guelph', 'Kitchener', 'Markham', 'Milton', 'Oakville', 'Georgina', 'Grimsby', 'Gravenhurst', 'Huntsville', 'Haliburton', 'Creemore', 'Puslinch', 'Kleinburg', 'Orangeville', 'Elmvale', 'Erin', 'Fergus', 'King City', 'Mono', 'Alliston', 'Shelburne', 'Newmarket', 'Collingwood', 'Bracebridge', 'Stouffville', 'Orillia', 'Peterborough', 'Cambridge', 'Brantford', 'Woodstock', 'Kingston', 'Belleville', 'Owen Sound', 'Midland'];
const statuses = ['Available', 'Available', '', 'Available', 'Seasonal', '', 'Out of Stock', 'Special Order', 'Available', 'Discontinued'];

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const money = (value: number) => value.toFixed(2);

function line(values: string[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}

const header = ['Product', 'Product Description', 'Category', 'Product Size or Attributes', 'Unit Type', 'Customer Pricing', 'Contractor Pricing', 'Price per Unit FOB', 'Brand Status', 'Brand Product Name'];

/** A catalogue product with its customer price up 4 % (contractor and FOB prices follow). */
function repriced(product: ListedProduct): string {
  const price = Number(product.customer_pricing ?? '20') * 1.04;
  return line([product.product_name, product.description ?? '', product.category, product.size_attributes ?? '', product.unit_type, money(price), money(price * 0.88), money(price * 0.6), '', '']);
}

/**
 * Row `i` of the new products: the supplier location (one supplier's yard in one town)
 * and what it carries walk the lists at different strides, so names never repeat
 * (up to 1,000 locations × 160 material packs) and every category and town comes up.
 */
function newProduct(i: number): string {
  const variants = materials.length * packs.length;
  const location = Math.floor(i / variants);
  const variant = (i + location * 7) % variants;
  const m = materials[variant % materials.length]!;
  const pack = packs[Math.floor(variant / materials.length)]!;
  const town = towns[location % towns.length]!;
  const supplier = suppliers[Math.floor(location / towns.length) % suppliers.length]!;
  const price = m.price * pack.factor * (0.9 + ((location * 37 + variant) % 21) / 100);
  const name = `${m.name} ${pack.name} - ${supplier} ${town}`;
  const brandName = i % 3 === 0 ? `${m.name} (${pack.name.toLowerCase()})` : '';
  return line([
    name,
    `${m.description}. From the ${town} yard of ${supplier}, ${pack.name.toLowerCase()}.`,
    m.category,
    pack.name === 'Bulk' ? 'Bulk' : `${pack.name}, ${m.unit.toLowerCase()} equivalent`,
    pack.unit(m),
    money(price),
    money(price * 0.88),
    money(price * 0.6),
    statuses[i % statuses.length]!,
    brandName,
  ]);
}

export async function writeProductsCsv(path: string, rows: number, catalogue: ListedProduct[]): Promise<void> {
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(line(header));
  for (const product of catalogue.slice(0, rows)) await write(repriced(product));
  for (let i = 0; i < rows - Math.min(rows, catalogue.length); i++) await write(newProduct(i));
  out.end();
  await once(out, 'finish');
}
