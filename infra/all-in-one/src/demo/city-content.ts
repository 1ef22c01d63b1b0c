import type { CityCreateInput, LocalResource } from '@local-seo/contracts';

interface DemoCityContent {
  local_introduction: string;
  local_resources: LocalResource[];
}

const link = (title: string, url: string): LocalResource => ({ title, url, text: null });
const note = (title: string, text: string): LocalResource => ({ title, url: null, text });

/** Before any digging, anywhere in the province: free utility locates. */
const oneCall = link('Ontario One Call: locate utilities before you dig', 'https://www.ontarioonecall.ca/');
const halfLoad = note(
  'Spring load restrictions',
  'Many rural and cottage roads carry reduced load limits during the spring thaw, so heavy deliveries may wait until the restrictions lift.',
);

/**
 * Each demo city's own introduction and local resources (docs/decisions.md, decision 16):
 * true of the place in general terms (its setting, soils, usual projects, seasons), nothing
 * about real people or firms; the resources are the municipality's own site, its
 * conservation authority, and province-wide pages. Plain text: a blank line parts
 * paragraphs, as staff would type it.
 */
export const demoCityContent: Record<string, DemoCityContent> = {
  toronto: {
    local_introduction: `Toronto stretches along the north shore of Lake Ontario, cut by the ravines of the Humber, the Don and their creeks. Much of the city sits on clay-rich glacial till, with sandier ground near the old lake shorelines, so drainage is the first question in most gardens.

Lots are small and access is tight: a delivery often has to fit a driveway, a laneway or a boulevard, and a bulk bag that can be set down by the curb is often easier than a loose load. Typical projects are raised beds, refreshed front yards, small interlock patios and mulched tree pits under a mature canopy.

The lake keeps spring cool and autumn mild, and most planting waits for mid to late May. Properties that back onto a ravine fall under the city's ravine and natural feature protection rules, worth checking before regrading or building near a slope. See our <a href="/delivery">delivery page</a> for how drop-offs work in the city.`,
    local_resources: [link('City of Toronto', 'https://www.toronto.ca/'), link('Toronto and Region Conservation Authority', 'https://trca.ca/'), oneCall],
  },
  hamilton: {
    local_introduction: `Hamilton is split by the Niagara Escarpment: the lower city runs along Hamilton Harbour at the western tip of Lake Ontario, and the upper city spreads across the plateau locals call the Mountain. Heavy clay soils are common on both levels, and slopes near the brow shed water quickly.

That landscape shapes the work. Retaining walls and terraced beds tame sloping lots, gravel and drainage stone keep wet clay from pooling against foundations, and compost-rich soil blends loosen beds that bake hard in August. Older neighbourhoods have narrow lots and mature trees; newer subdivisions on the Mountain often start with thin topsoil over compacted fill.

Spring arrives a little earlier below the Escarpment than above it, and the season usually runs from April through November. Work near creeks, valleys or the Escarpment itself may need a permit from the conservation authority, so check before moving soil there.

Deliveries follow the same split. A loaded truck reaches the upper city by one of the mountain accesses, so an order that crosses the brow takes a little longer, and lots in the lower city's older streets often have only a narrow driveway or a rear lane. Since amalgamation the city also takes in Dundas, Ancaster, Stoney Creek, Waterdown and the farms of Flamborough and Glanbrook, where long rural laneways and wide yards make loose loads easy to tip. Creek valleys such as the Red Hill Valley carry storm water down the slope in a hurry, which is why a soakaway pit or a swale lined with clear stone is worth more than a bigger downspout on many Mountain lots.`,
    local_resources: [link('City of Hamilton', 'https://www.hamilton.ca/'), link('Hamilton Conservation Authority', 'https://conservationhamilton.ca/')],
  },
  ottawa: {
    local_introduction: `Ottawa sits where the Rideau and Gatineau rivers meet the Ottawa River, with the Rideau Canal running through its core. Large parts of the city rest on marine clay left by the ancient Champlain Sea, a soil that swells when wet, shrinks in dry summers and holds water in spring.

Winters are long and cold, and frost reaches deep. A patio, walkway or retaining wall here needs a well-compacted granular base that drains, or frost heave will lift it within a few seasons. Lawns and beds benefit from added topsoil and compost over the clay, and many yards use mulch to keep moisture even through hot, humid Julys.

The growing season is shorter than in the south of the province: planting usually starts in late May, and projects that need digging are best finished before the ground freezes in November. Rural parts of the city add wells, septic beds and long gravel driveways to the usual list.

The clay has a local name, Leda clay, and it is the reason the city publishes guidance on planting large trees near houses built on sensitive marine clay: thirsty roots can dry the soil under a foundation. Read it before choosing a tree for a small front yard in the suburbs. Between the urban area and the villages lies the Greenbelt, and beyond it neighbourhoods such as Kanata, Barrhaven and Orléans, each with its own mix of newer lots and older streets.

Snowbanks are a fact of Ottawa winters and of early spring: a truck needs room to reach the drop spot, so clear a path and mark the curb and any buried shrubs. Road salt from winter plowing collects along driveways and boulevards, and a fresh layer of screened soil or compost helps those strips recover before reseeding.`,
    local_resources: [link('City of Ottawa', 'https://ottawa.ca/'), link('Rideau Valley Conservation Authority', 'https://www.rvca.ca/'), oneCall],
  },
  london: {
    local_introduction: `London grew up around the forks of the Thames River in southwestern Ontario, and its many street and park trees earned it the name Forest City. Soils vary from clay loam to sandy ground along the river terraces, so a yard on one side of town can behave quite differently from one across the river.

The climate is among the milder in Ontario, with a long growing season that suits vegetable gardens, perennial borders and fruit trees. Common projects include topsoil for new lawns in growing subdivisions, mulch for tree-lined older streets, and armour stone or gravel where lots slope toward the river valleys.

Summers are warm and can be dry by August, so mulch and organic matter help beds hold water. Spring work often begins in April, a little earlier than further north. Near the Thames and its tributaries, grading or filling may need approval from the conservation authority.

The Thames has two branches, the North and the South, which join at the forks downtown, and upstream the Fanshawe Dam holds back Fanshawe Lake to tame spring floods. Many neighbourhoods follow the river and its pathways, so sloping back yards that drop toward the valley are common, and low-lying lots can stay soggy after the spring melt.

Winter often brings lake-effect snow squalls drifting in from Lake Huron, so patios and walkways need a base that drains quickly when the snow melts. The ash trees lost to the emerald ash borer left gaps in many older streets; replanting them is a common job, and a new tree gets off to a better start with a wide planting hole filled with screened topsoil and a ring of mulch kept clear of its trunk. Delivery trucks reach most of the city easily, though crescents in older areas can be tight for a large load.`,
    local_resources: [link('City of London', 'https://london.ca/'), link('Upper Thames River Conservation Authority', 'https://thamesriver.on.ca/')],
  },
  aurora: {
    local_introduction: `Aurora lies in York Region along the Yonge Street corridor, at the edge of the Oak Ridges Moraine. The moraine's sand and gravel drain quickly, while lower ground toward the Holland River holds heavier soils, so a garden's needs depend a good deal on where in town it sits.

Sandy, fast-draining yards benefit from compost and a good topsoil blend to hold moisture, and from mulch on beds through the summer. Clay pockets call for the opposite: gravel for drainage under walkways and patios, and raised beds where water lingers. Mature neighbourhoods with large trees mix with newer subdivisions whose yards often start with little topsoil.

Winters bring steady snow, and the season for planting and hardscaping usually runs from May to October. Lands on the moraine and near its streams have their own protections, so larger grading projects are worth checking with the town first.

The town's older streets near Yonge and Wellington have established gardens, stone foundations and mature maples, where compost top-ups and fresh mulch are the usual order. To the east and west, subdivisions built in recent decades have smaller back yards and builder-graded lots; there, the lot grading plan decides where water should drain, so new beds and patios should keep the swales along the property line open.

The moraine country around the town has kettle ponds, woodlots and trails at the edge of the built-up area. Before removing a large tree to make room for a patio, check whether the town's tree rules apply. Most streets take a full-size delivery truck without trouble; on a narrow driveway, a bulk bag placed by the garage door is often the neatest choice.`,
    local_resources: [link('Town of Aurora', 'https://www.aurora.ca/'), link('Lake Simcoe Region Conservation Authority', 'https://www.lsrca.on.ca/')],
  },
  barrie: {
    local_introduction: `Barrie wraps around Kempenfelt Bay on the western arm of Lake Simcoe. Much of the city sits on sandy, well-drained soil that warms quickly in spring but dries out fast in summer, with heavier ground in low spots and along the creeks that run down to the bay.

Sandy yards reward generous compost and topsoil before seeding or sodding, and mulch on beds to hold moisture through July and August. Hillside neighbourhoods around the bay often need retaining walls and steps, and newer subdivisions in the south end tend to start with thin topsoil over graded fill.

Winters can be snowy, with lake-effect squalls coming off Georgian Bay, and frost lingers into May. Most planting happens from mid-May onward, with hardscaping running into late fall. Shoreline and creek-side work falls under the conservation authority's rules, worth a call before any grading near the water.`,
    local_resources: [link('City of Barrie', 'https://www.barrie.ca/'), link('Lake Simcoe Region Conservation Authority', 'https://www.lsrca.on.ca/'), oneCall],
  },
  guelph: {
    local_introduction: `Guelph sits where the Speed and Eramosa rivers meet, on rolling ground shaped by glaciers, with drumlins, gravelly ridges and pockets of clay. The city draws its drinking water from groundwater, which makes what soaks into the ground, and how much water a yard uses, more of a concern than in most places.

That shows in local gardens: native plants and perennials that need little watering, mulched beds, rain gardens and permeable surfaces that let water seep in rather than run off. Gravel paths and permeable pavers are common choices, and compost-rich soil helps both the sandy ridges and the heavier low spots.

Summers are warm, winters bring reliable snow, and the planting season usually begins in mid-May. Older neighbourhoods near downtown have limestone walls and mature trees; newer areas on the edges of the city often need topsoil before a lawn or garden will take.

Because the city's water comes from wells, Guelph sets rules for outside water use in the warm months; check them before seeding a lawn in July, or plan new lawns for late summer and early fall, when cooler nights and autumn rain do much of the watering. The local stone is a pale limestone quarried in and around the city for generations, and it still suits garden walls, steps and edging.

The University's farm fields and the Arboretum on the east side show how well the local loam grows things when it is looked after. Around the rivers, the Speed and the Eramosa have trail-lined floodplains; low yards near them can be wet in spring, so raised beds and a gravel path keep the garden usable. Guelph Lake, north of the city, is a reservoir that helps even out the Speed's flow through the year.`,
    local_resources: [link('City of Guelph', 'https://guelph.ca/'), link('Grand River Conservation Authority', 'https://www.grandriver.ca/')],
  },
  kitchener: {
    local_introduction: `Kitchener lies along the Grand River in Waterloo Region, on the sands and gravels of the Waterloo Moraine. Like its neighbours, the city relies largely on groundwater, and the moraine's porous ground is what refills it, so water-wise yards make sense here.

Sandy soils drain and warm quickly, which suits early vegetable beds but means lawns and gardens need organic matter and mulch to get through dry spells. Heavier clay appears in lower areas and near creeks. Common projects include topsoil and sod for new subdivisions, interlock patios and walkways on a compacted gravel base, and raised beds in the smaller yards of older central neighbourhoods.

The season usually runs from late April to November, with planting after the last frost in mid-May. Properties near the Grand and its tributaries may fall within regulated areas, where filling or grading needs a permit from the conservation authority.

The Region of Waterloo limits lawn watering in summer, so topsoil with plenty of organic matter and a layer of mulch are the practical way to keep beds and new turf going through July and August. Neighbourhoods around Victoria Park have narrow lots, back lanes and older trees, where a bulk bag set on the driveway is often easier than a loose load; newer areas in the south end, near the Huron Natural Area and the Grand River, offer more room for a full-size truck.

Schneider Creek and other small streams cross the city on their way to the Grand, and their valleys are where low back yards stay wet in spring. Winters bring steady snow and freeze-thaw swings, so a walkway or patio needs a firmly packed base of crushed stone and edging that holds the pavers in place.`,
    local_resources: [link('City of Kitchener', 'https://www.kitchener.ca/'), link('Grand River Conservation Authority', 'https://www.grandriver.ca/')],
  },
  markham: {
    local_introduction: `Markham spreads across former farmland in York Region, crossed by the Rouge River and its branches, with Rouge National Urban Park along its southeastern edge. The soils are mostly clay loam: fertile, but slow to drain and easily compacted by construction.

Many homes stand in subdivisions built over the last few decades, where yards often start with a thin layer of topsoil over compacted subsoil. Adding good topsoil and compost before seeding, aerating tired lawns, and building raised beds for vegetables are common first projects. Interlock driveways, patios and side-yard walkways need a proper gravel base to stay level through freeze and thaw.

Spring can be wet, and beds are best worked once the soil crumbles rather than smears. Planting generally starts in mid-May. Lots that back onto the Rouge valley or its creeks fall within regulated areas, so check with the conservation authority before grading there.

Markham's heritage districts, including Unionville's Main Street and Markham Village, have older homes and gardens where the town reviews visible changes to a property, so check before replacing a front walk or a stone wall there. Elsewhere, gardens are often compact, with a narrow side yard the only way to the back: wheelbarrow-sized access means a bulk bag on the driveway is usually the best way to take delivery.

The Rouge and its tributaries, including the Little Rouge and Bruce Creek, run through wooded valleys between neighbourhoods, and Milne Dam holds a small reservoir near the town centre. Lots along those valleys have slopes that erode easily once their cover is stripped, so mulch and planting are preferred over bare soil. In the countryside north of Major Mackenzie, farms and estate lots add long laneways and large gravel orders to the mix.`,
    local_resources: [link('City of Markham', 'https://www.markham.ca/'), link('Toronto and Region Conservation Authority', 'https://trca.ca/')],
  },
  milton: {
    local_introduction: `Milton sits at the foot of the Niagara Escarpment in Halton Region, with the ridge rising just west of town and Sixteen Mile Creek running through it. The town has grown quickly, and most yards belong to newer homes built on clay soil that drains slowly and compacts under construction traffic.

New-build lots are where much of the work is: topsoil and seed or sod for bare yards, gravel and drainage stone where water collects along fences and side yards, and first patios, walkways and garden beds. Mulch helps new plantings through hot summers, and compost-rich soil blends make heavy clay easier to dig and plant.

Winters are cold enough for frost to lift poorly built hardscape, so a compacted granular base matters. The season usually runs from April to November. Near the Escarpment and along the creeks, the conservation authority regulates grading and filling.

Above the town, the Escarpment country holds Kelso, Rattlesnake Point and Crawford Lake, with rocky ground and thin soils over dolostone. Properties on the ridge or just below it, in the rural parts of Milton, often need stone for walls and steps and gravel for long driveways, and lie within the Niagara Escarpment Plan area, where grading and new structures are reviewed.

In the newer subdivisions, each lot follows an approved grading plan that sends water to the street or to a rear swale; raising a bed or patio against a fence can send water into a neighbour's yard, so keep those swales clear. Streets are wide enough for most trucks, but driveways are often short and shared with parked cars: plan where a load will land, and move vehicles before the truck arrives. Dry summers on clay call for mulch and deep, less frequent watering.`,
    local_resources: [link('Town of Milton', 'https://www.milton.ca/'), link('Conservation Halton', 'https://www.conservationhalton.ca/')],
  },
  oakville: {
    local_introduction: `Oakville lines the Lake Ontario shore between Toronto and Hamilton, with Sixteen Mile Creek and Bronte Creek cutting valleys down to the lake. Its older neighbourhoods are known for large lots and a mature tree canopy, while its northern areas are newer subdivisions on former farmland with clay soils.

Under big trees, the work is about shade-tolerant beds, mulch that protects roots, and soil top-ups that do not bury trunk flares. On newer lots, topsoil and drainage come first. Common projects across town include natural stone walkways, interlock patios, garden walls and refreshed front gardens.

The lake moderates the climate, so spring warms slowly and autumn lingers, and the season often runs from April into November. The town protects many trees on private property, and valley lands along the creeks are regulated by the conservation authority, so larger projects are worth checking first.

Older areas near the lake, around downtown, Bronte and Kerr Village, have heritage streets, deep lots and tall oaks and maples. The town protects trees on private property under its own by-law, so removing or working close to a large tree may need a permit: check before digging a patio base near one. In the north, neighbourhoods built since the 2000s have smaller yards on clay, where drainage stone and topsoil come first.

Joshua Creek, Sixteen Mile Creek and Bronte Creek cut steep wooded valleys on their way to the lake, and lots along them can lose soil quickly on bare slopes. Lakefront properties face wind, spray and occasional storm surges, so plantings and stone near the shore need to be sturdy. Many driveways are long enough for a full delivery truck, but narrow older roads near the lake may call for a smaller load or a bulk bag.`,
    local_resources: [link('Town of Oakville', 'https://www.oakville.ca/'), link('Conservation Halton', 'https://www.conservationhalton.ca/')],
  },
  georgina: {
    local_introduction: `Georgina stretches along the south shore of Lake Simcoe in York Region, a mix of lakeside communities, cottages turned year-round homes, farmland and wetlands. Near the lake, soils are often sandy and drain quickly; inland and around the marshes they turn heavier and wetter.

Typical projects follow the setting: topsoil and seed for lawns on sandy lots, mulched beds that hold moisture, gravel driveways and paths, and armour stone or retaining walls on lots that slope toward the water. Rural properties often need larger quantities delivered to spots well back from the road.

Winters are cold and snowy, and ice on the lake keeps spring cool near the shore; planting usually waits until late May. Work along the shoreline, in wetlands or near streams is regulated by the conservation authority, so check before placing stone or fill near the water.

The town's communities are spread out along the lake: Keswick in the west, Sutton and Jackson's Point in the middle, and Pefferlaw to the east, with the Black, Maskinonge and Pefferlaw rivers running down to the lake. Many older cottage lots are narrow and close to the water, and many now hold year-round homes with septic beds that should not be buried or driven over by a heavy truck.

Lake Simcoe has its own provincial protection plan, aimed at reducing what runs off the land into the lake, so a planted buffer along the shore, a gravel drip strip under eaves and a rain garden are more welcome here than a lawn to the water's edge. Ice fishing keeps the lake busy in winter, and spring break-up and high water can move shoreline stone, which is why armour stone work is best planned for summer or early fall.`,
    local_resources: [link('Town of Georgina', 'https://www.georgina.ca/'), link('Lake Simcoe Region Conservation Authority', 'https://www.lsrca.on.ca/'), halfLoad],
  },
  grimsby: {
    local_introduction: `Grimsby sits on the narrow plain between Lake Ontario and the Niagara Escarpment, in a part of Niagara long known for tender fruit and vineyards. The lake and the ridge together moderate the climate, giving one of the longer growing seasons in the province.

Soils range from sandy loam near the lake to heavier clay closer to the Escarpment. Gardens here suit fruit trees, perennials and vegetable beds, and compost and topsoil keep them productive. Homes on the slopes below the Escarpment often need retaining walls, steps and drainage stone, while lakeside lots contend with wind and spray.

Spring comes early, and planting can often start in the first half of May. Creeks that run down the Escarpment are regulated by the conservation authority, as is the Escarpment itself under its own provincial plan, so grading on or near the slope should be checked first.

Forty Mile Creek runs down from the Escarpment through the middle of town, and other creeks cut small gorges in the ridge; the Bruce Trail follows the brow above, and the lookouts of Beamer Memorial Conservation Area face out over the lake. Streets below the Escarpment climb steeply in places, so trucks may need to tip on the road edge or a flat driveway rather than on a slope.

The old Grimsby Beach area and newer lakeside neighbourhoods near the QEW have compact lots where bulk bags work well. On the bench land above and below the ridge, vineyards and orchards share the same well-drained soils that suit home orchards and fruit shrubs, and a layer of compost each spring keeps them productive. Wind off the lake dries exposed gardens quickly, so mulch helps on the shore, and hardscape near the water should use stone heavy enough to stay put in storms.`,
    local_resources: [link('Town of Grimsby', 'https://www.grimsby.ca/'), link('Niagara Peninsula Conservation Authority', 'https://npca.ca/')],
  },
  gravenhurst: {
    local_introduction: `Gravenhurst sits at the southern end of Lake Muskoka, the gateway to cottage country, on the granite of the Canadian Shield. Soil is thin or missing in many places, with bare rock, pockets of sand and acidic forest soils between lakes and wetlands.

Most projects start by bringing soil in: topsoil and compost for gardens and small lawns, mulch for beds among the rocks, and gravel for driveways, parking pads and paths. At the cottage, armour stone, steps and retaining walls follow the slope down to the water, and access for a delivery truck is often the first thing to plan.

Winters are long and snowy, and the season for planting usually starts in late May and ends with the first frosts of autumn. Spring load restrictions on local roads can delay heavy deliveries, and shoreline work is regulated, so plan big projects ahead.

The town itself spreads from Muskoka Wharf on Lake Muskoka's Muskoka Bay to Gull Lake in the middle of town, with Highway 11 passing along its edge; in-town lots are on municipal services and reachable by truck most of the year. Beyond the town, Kahshe Lake, Sparrow Lake and the southern part of Lake Muskoka hold many cottages, some reachable only by water or by steep, narrow private lanes.

Gravenhurst sits near the southern edge of the Shield, where bare rock takes over from the farmland and sandy plains to the south. That change shows in the work: fewer broad lawns, more terraced beds wedged between outcrops, and gravel pads for boats and trailers. Order soil in bulk bags when a lane is too narrow for a full truck, and ask before a delivery crosses a septic bed or a wooden dock approach.`,
    local_resources: [link('Town of Gravenhurst', 'https://www.gravenhurst.ca/'), halfLoad, oneCall],
  },
  muskoka: {
    local_introduction: `The District of Muskoka is a region of lakes, rivers and forest on the Canadian Shield, from Lake Muskoka and Lake Rosseau to the headwaters of the rivers that drain into Georgian Bay. Bare granite, thin acidic soils and wetlands are the rule, with deeper sandy soils only in valleys and old lake beds.

Gardening here means bringing soil in and keeping it in place: topsoil and compost for beds and small lawns, mulch to hold moisture on thin soils, and native plants that suit acidic ground. Cottage projects often include gravel driveways, stone steps down rocky slopes, retaining walls and armour stone along the shore.

The season is shorter than in the south: planting usually begins in late May and the first frosts arrive in September. Access to island and water-access properties, spring load restrictions and shoreline rules all shape when and how materials arrive.

This page is for properties across the district rather than any one town: the cottages, lake homes and rural lots of the Township of Muskoka Lakes, Lake of Bays, Georgian Bay township and the countryside around the towns. For the town itself, see our <a href="/bracebridge">Bracebridge</a> page.

Much of the district's shoreline is reached by private roads that are narrow, steep and unplowed in winter, and some islands only by water; materials for those properties usually travel the last stretch by barge from a marina or public landing, so deliveries are arranged to meet the barge rather than the cottage door. Summer weekends are busy on the lakes and roads alike, which is why many owners book materials for May, June or after Labour Day.

Each area municipality and the district have rules for building, tree cutting and site alteration near the shoreline, meant to keep the lakes clear and the natural edge intact; check with both before placing stone, fill or a new retaining wall near the water. Native shrubs and a natural buffer along the shore are often preferred to a lawn down to the dock.`,
    local_resources: [link('District Municipality of Muskoka', 'https://www.muskoka.on.ca/'), halfLoad],
  },
  'parry-sound': {
    local_introduction: `Parry Sound lies on the eastern shore of Georgian Bay, where the Seguin River meets the bay among the islands and granite outcrops of the Canadian Shield. Soils are thin, sandy or absent over much of the area, and the open bay brings wind and heavy lake-effect snow.

Most landscape work starts with soil brought in: topsoil and compost for gardens, mulch that keeps moisture in thin beds, and gravel for driveways and paths across uneven rock. Retaining walls, stone steps and armour stone are common on sloping lots and along the water, where the shoreline is regulated.

The growing season is short, with planting from late May and frosts possible again by late September. Winter snow is deep, so hardscape needs solid drainage and a good base. Spring load restrictions on surrounding roads can affect when heavy loads reach rural and cottage properties.

The town is the service centre for a much wider area: Seguin, Carling and McDougall townships and the cottages of the Thirty Thousand Islands surround it, and Highway 400 brings most traffic in from the south. That coast is part of the Georgian Bay biosphere, a UNESCO-recognised region of windswept pines, rock and wetlands.

In town, lots are small and often built on rock, with steep streets climbing from the harbour, so check the approach for a truck before ordering a large loose load. Around the bay, many cottages sit on islands or water-access lots, and materials travel the last leg by barge. Native plants among the shoreline granite and a natural buffer along the water are preferred to a lawn, and the bay's rising and falling water levels mean stone and steps near the shore need to be set with those changes in mind.`,
    local_resources: [link('Town of Parry Sound', 'https://www.parrysound.ca/'), halfLoad],
  },
  huntsville: {
    local_introduction: `Huntsville sits in northern Muskoka among Fairy Lake, Lake Vernon and Peninsula Lake, on the rolling granite of the Canadian Shield. Soils are generally thin and sandy, with rock close to the surface, and the town sees some of the colder winters and heavier snowfalls in the region.

Gardens and lawns here depend on soil brought in, and mulch helps thin beds survive dry spells in July. Typical projects include topsoil for new lawns, gravel driveways and parking areas that hold up to snow clearing, stone steps and walls on steep lots, and shoreline work at cottages on the surrounding lakes.

The planting season starts in late May and the first frosts can come in September, so spring is busy. Hardscape needs a well-drained granular base to stand up to deep frost, and spring load limits on rural roads can hold up heavy deliveries in March and April.

The North Branch of the Muskoka River runs through downtown between Fairy Lake and Lake Vernon, and Highway 60 leads east from town toward Algonquin Park, so Huntsville serves both year-round neighbourhoods and the cottages around the lakes east and west of it. Town lots on the hills above the river are often steep, and the approach for a truck is the first thing to check.

The hills are part of what makes the area distinct: higher ground catches more snow, and frost settles in the valleys on clear autumn nights. Gardens do well with raised beds of imported soil on rocky lots, and with hardy perennials chosen for a cold zone. On lakeshore properties, a natural buffer of native shrubs does more to protect the water than a lawn to the dock, and the town has rules for site alteration and tree removal near the shoreline.`,
    local_resources: [link('Town of Huntsville', 'https://www.huntsville.ca/'), halfLoad, oneCall],
  },
  haliburton: {
    local_introduction: `Haliburton village sits at the head of Head Lake in the Haliburton Highlands, a landscape of hundreds of lakes, forested hills and Canadian Shield granite. Soils are thin, sandy and acidic, with bedrock and boulders never far below the surface.

Most properties are cottages or rural homes, and the work reflects that: gravel for long driveways and parking areas, topsoil and compost for vegetable beds and small lawns, mulch to keep moisture in shallow soil, and stone for steps, retaining walls and shoreline protection. Deliveries to lakeside lots often need planning around narrow roads and steep drives.

Winters are long and snowy, and the season is short: planting begins in late May and frost can return in September. Spring load restrictions apply to many local roads during the thaw, and shoreline work is regulated, so large projects are best scheduled for early summer.

Many of the county's lakes are reservoirs for the Trent-Severn Waterway, and their levels are managed: some lakes are drawn down in the fall and refilled in spring. That affects shoreline work, since a beach or stone wall set at summer's water level may stand high and dry, or be under water, at other times of year.

The village itself has shops and homes around Head Lake and along the Drag River, and the municipality of Dysart et al stretches far beyond it across a large, lightly populated area of forest and lakes. Roads to many lakes are gravel, narrow and winding, with limited turning room at the end, so describe the lane and the drop spot when ordering. Blackflies in late May and June are a fact of spring work in the Highlands, and autumn, after the leaves fall, is often the best time for heavier landscaping.`,
    local_resources: [link('Municipality of Dysart et al', 'https://www.dysartetal.ca/'), link('County of Haliburton', 'https://www.haliburtoncounty.ca/'), halfLoad],
  },
  creemore: {
    local_introduction: `Creemore is a small village in Clearview Township, set in the valley of the Mad River below the Niagara Escarpment's hills. Around it lie farms and rolling countryside, with soils ranging from gravelly loam on the slopes to richer ground along the river flats.

Homes in the village have modest lots and older gardens, where compost, topsoil top-ups and mulch keep long-established beds productive. On rural properties the work is larger: gravel for laneways and yards, stone for walls and steps on hillside lots, and topsoil for new lawns and vegetable gardens.

Winters bring plenty of snow from Georgian Bay, and spring arrives a little later than in the south; planting usually starts in late May. Land near the Mad River and on the Escarpment falls under the conservation authority and the Niagara Escarpment Plan, so check before grading near either.

The village's main street has older brick buildings, and many homes nearby stand on large, deep lots with long-established gardens, hedges and mature trees. Properties on the hills around the village, toward Devil's Glen and the Noisy River, can be steep and stony, so access for a delivery truck and a flat place to tip a load are worth thinking about before ordering.

The Mad River carries snowmelt from the Escarpment hills through the village, and its flats can flood in spring, so low gardens near the river benefit from raised beds and a well-drained gravel path. Country roads in Clearview Township may be gravel and narrow, with spring load restrictions during the thaw. For larger gardens, well-rotted compost worked into the river-flat loam makes some of the most productive beds in the area.`,
    local_resources: [link('Township of Clearview', 'https://www.clearview.ca/'), link('Nottawasaga Valley Conservation Authority', 'https://www.nvca.on.ca/')],
  },
  puslinch: {
    local_introduction: `Puslinch is a rural township in Wellington County, just south of Guelph, with Puslinch Lake, wetlands, farms and rural residential lots. Its glacial deposits of sand and gravel are deep enough that aggregate extraction has long been part of the landscape.

Those gravelly soils drain fast, so lawns and gardens need organic matter and mulch to hold water, and topsoil is often the first delivery for a new lot. Rural homes bring their own projects: gravel driveways that need topping up, drainage around wells and septic beds, windbreak plantings, and stone for walls and walkways.

Summers can be dry on the sandier ground, and winters bring steady snow. The planting season usually starts in mid-May. Properties on private wells draw on the same groundwater that supplies the area, which is one more reason to be careful with fill and runoff near wetlands and streams.

Highway 401 crosses the township, and the hamlets of Aberfoyle and Morriston sit near it, with Mill Creek winding west toward the Grand River. Large lots, long driveways and open country make most properties easy for a full-size truck to reach, though a soft lawn or septic bed should never be the place to tip a load.

Puslinch Lake is a kettle lake, a hollow left by melting glacial ice, and the wetlands and streams around it and along Mill Creek are sensitive to silt and fill. When building a new driveway or pad on gravelly ground, a compacted base of crushed stone over the native gravel holds up well, and a top layer of screenings or clear stone finishes it. The township has its own rules on fill and site alteration, so check before bringing in large amounts of soil.`,
    local_resources: [link('Township of Puslinch', 'https://puslinch.ca/'), link('Grand River Conservation Authority', 'https://www.grandriver.ca/'), oneCall],
  },
  kleinburg: {
    local_introduction: `Kleinburg is a village in the City of Vaughan, perched above the valley of the Humber River, with a historic main street and newer estate neighbourhoods around it. The ground is mostly clay loam on the uplands, falling away steeply into wooded valleys.

Large lots and sloping sites make hardscape common here: retaining walls, stone steps, terraced beds and drainage that carries water away from houses without eroding the slope. Newer homes often start with thin topsoil over compacted fill, so soil and compost come before lawns and gardens. Mature trees along the valley edges call for mulch and a light hand with grading.

Spring warms a little later than by the lake, and planting usually begins in mid-May. Valley lands along the Humber are regulated by the conservation authority, and the village core has heritage rules for visible changes, so check both before larger projects.

The village core is part of the Kleinburg-Nashville Heritage Conservation District, where visible changes to a property, such as a new front walk, fence or stone wall, are reviewed by the city. Below the ridge, the Humber's main branch and the East Humber meet in a wooded valley with trails and steep banks, and many estate lots back onto it.

Estate lots often have long driveways and room for a full-size truck, but village lots near the main street are tight and may call for a smaller load or bulk bags. Clay uplands hold water after rain, so French drains, clear stone and gravel around foundations are common additions. On valley slopes, keep bare soil to a minimum: mulch, groundcovers and native shrubs hold it better than a new lawn, and slope work may need approval before it begins.`,
    local_resources: [link('City of Vaughan', 'https://www.vaughan.ca/'), link('Toronto and Region Conservation Authority', 'https://trca.ca/')],
  },
  orangeville: {
    local_introduction: `Orangeville sits high on the Dufferin County uplands, in the area known as the Headwaters, where the Credit, Nottawasaga and other rivers begin. The elevation brings cooler temperatures, more wind and more snow than the towns closer to Lake Ontario.

Soils are a mix of clay loam and gravelly till, and many yards benefit from added topsoil and compost before planting. Typical projects include lawns and beds for newer homes, windbreak and hedge plantings, mulch for garden borders, and patios and walkways built on a deep, well-drained base to cope with hard frost.

The season is somewhat shorter: planting usually starts in late May, and snow can come early in November. Wetlands and headwater streams around town are protected by the conservation authorities, so grading or filling near them should be checked first.

The Credit River starts near the town, and Island Lake Conservation Area, a reservoir on its headwaters, sits at the town's eastern edge with trails around the water. Older streets near Broadway have mature trees and modest lots, while newer neighbourhoods on the edges of town often have compacted clay subsoil under thin topsoil.

Surrounded by the rural townships of Mono and Amaranth, the town sees prevailing winds sweep in from open country, which dries beds and piles snow. Hedges and windbreaks of spruce or cedar help, and mulch holds moisture in windy spots. Hard frost can reach well down into the ground here, so the gravel base under a patio, walkway or driveway needs to be deep and well compacted. Most streets are easy for delivery trucks, but plan a clear drop spot on narrow driveways.`,
    local_resources: [link('Town of Orangeville', 'https://www.orangeville.ca/'), link('Credit Valley Conservation', 'https://cvc.ca/')],
  },
  elmvale: {
    local_introduction: `Elmvale is a village in Springwater Township, north of Barrie, surrounded by farmland, woodlots and maple bush. The area's soils are largely sandy and well drained, with heavier and wetter ground toward the river lowlands.

Sandy ground is easy to dig but quick to dry, so vegetable gardens and lawns do best with compost, good topsoil and mulch. Rural properties around the village often need gravel for laneways and yards, stone for walls and walkways, and larger soil deliveries for new gardens or windbreaks.

Snow from Georgian Bay can be heavy in winter, and spring comes a little later than in southern Ontario; planting usually begins in late May. Rural roads in the township may carry spring load restrictions, and work near rivers and wetlands is regulated by the conservation authority.

South and west of the village, the Minesing Wetlands, a large swamp and fen complex recognised internationally, spread along the Nottawasaga River. The groundwater under the area is known for its purity, and many rural homes draw their water from private wells, so fill and runoff near wells and wetlands call for care.

The village's spring maple season marks the start of the outdoor year, but gardens wait longer: the ground dries slowly in low spots, and frost can come late. Sandy fields around Elmvale suit vegetable growing when enriched with compost. Many properties sit along county and township roads with ditches on both sides, so a culvert and a firm gravel entrance make deliveries easier. For in-village lots, a bulk bag by the driveway is often simpler than a loose load.`,
    local_resources: [link('Township of Springwater', 'https://www.springwater.ca/'), link('Nottawasaga Valley Conservation Authority', 'https://www.nvca.on.ca/'), halfLoad],
  },
  erin: {
    local_introduction: `Erin is a rural town in Wellington County, with the villages of Erin and Hillsburgh set among the hills, wetlands and headwater streams of the Credit River. Soils are mostly gravelly and sandy glacial deposits, with wet, organic ground in the valleys.

Country properties make up much of the town, and the work follows: gravel for long driveways, topsoil and seed for lawns, raised beds where the ground is stony, and stone for walls, steps and walkways on rolling sites. Many homes rely on private wells and septic systems, so grading and drainage need care.

Winters are cold and snowy on the higher ground, and planting usually starts in mid to late May. The Credit's headwater streams and wetlands are protected, and work near them needs the conservation authority's approval. Rural roads may be under spring load limits during the thaw.

The West Credit River flows through the village of Erin, and Hillsburgh sits on its own headwater streams, so many properties back onto wetlands, ponds or cold-water creeks that trout depend on. The town has long relied on private septic systems, and many homes still do, so keep heavy trucks and piles of material well away from septic beds and wells.

The Elora Cataract Trailway crosses the town on an old rail line, and country roads lead past estate lots, horse farms and woodlots. Hills and stony ground make raised beds with imported soil a good choice for vegetables. For long gravel driveways, a base of crushed stone topped with screenings holds up to snow clearing, and drainage ditches along the lane keep it from washing out in spring.`,
    local_resources: [link('Town of Erin', 'https://www.erin.ca/'), link('Credit Valley Conservation', 'https://cvc.ca/'), halfLoad],
  },
  fergus: {
    local_introduction: `Fergus lies on the Grand River in Centre Wellington, where the river runs through a limestone gorge and the town's older buildings are built of local stone. Soils over the limestone range from thin and stony to deeper loam on the surrounding farmland.

Stone suits the place: natural stone walls, steps and walkways fit the older streets, and gravel and stone work well on rural lots. Gardens often need topsoil and compost where the limestone is close to the surface, and mulch helps beds hold moisture through summer. Newer subdivisions on the edges of town start, as most do, with thin topsoil over graded fill.

Winters are snowy and cold, and the growing season usually runs from mid-May to early October. The river valley and its tributaries are regulated by the conservation authority, so grading or filling near the Grand needs a check first.

Upstream of town, the Shand Dam holds back Belwood Lake, and the river below it runs through Fergus before dropping into the Elora Gorge just downstream, past the neighbouring village of Elora. The river's banks and the gorge have cliffs and steep slopes where soil should be left undisturbed.

Much of the town's heritage shows in its limestone buildings, and many gardens use the same pale stone for walls and edging. Older lots near the river often have shallow soil over rock, where raised beds filled with a rich garden blend work better than digging. Newer subdivisions on the edges of town have room for a full-size truck; in older streets near downtown, narrow lots may need a bulk bag at the curb.`,
    local_resources: [link('Township of Centre Wellington', 'https://www.centrewellington.ca/'), link('Grand River Conservation Authority', 'https://www.grandriver.ca/')],
  },
  'king-city': {
    local_introduction: `King City is one of the main communities of the Township of King, in the rolling countryside of the Oak Ridges Moraine north of Toronto. The moraine's sandy and gravelly soils drain quickly and recharge the groundwater that feeds many streams and private wells.

Properties range from village lots to country estates and horse farms. Common projects include gravel for long driveways and paddock areas, topsoil and compost for lawns and gardens on fast-draining sand, mulched beds, and stone walls, steps and patios on rolling sites. Native plantings suit the moraine well and need less watering.

Winters are snowy and spring comes a little later than by the lake; planting usually begins in mid-May. The moraine is protected by a provincial plan, and the township and the conservation authorities regulate grading near streams and wetlands, so larger earthworks should be checked first.

The township also takes in Nobleton, Schomberg and part of the Holland Marsh to the north, where black, organic soils grow vegetables on drained farmland, a very different ground from the sandy moraine around King City. Cold Creek Conservation Area and the moraine's forests and kettle lakes lie within a short drive.

Estate lots often have long driveways that can take a full delivery truck, though soft shoulders and steep lanes need a firm place to tip. Horse farms order stone dust and screenings for paddocks and riding areas. On the moraine, water soaks in quickly and recharges the groundwater, so limiting paved areas, using gravel and permeable pavers, and planting native species all help protect the wells and streams that depend on it.`,
    local_resources: [link('Township of King', 'https://www.king.ca/'), oneCall],
  },
  mono: {
    local_introduction: `Mono is a rural town in Dufferin County that takes in part of the Niagara Escarpment, including the Hockley Valley and the cliffs and forests of Mono Cliffs Provincial Park. Between the valleys, farmland and country residences sit on gravelly loam and stony till.

Hillside and rural properties shape the projects: gravel for long lanes, retaining walls and stone steps on slopes, topsoil for lawns where the ground is stony, and mulch and native plants for gardens at the edge of the woods. Many homes rely on wells and septic systems, so drainage is planned with care.

The high ground is cooler and snowier than the south, and planting usually starts in late May. Much of the town lies within the Niagara Escarpment Plan area, which has its own development controls, and streams and wetlands are regulated by the conservation authority.

The Nottawasaga River rises in these hills and runs through the Hockley Valley, and the Bruce Trail winds through the town along the Escarpment's edge. Mono Centre is a small crossroads community, and most of the town is rural, with estate lots, hobby farms and woodlands spread along steep, winding roads.

Because of those hills, delivery planning matters: a loaded truck needs a firm, level spot to tip, and a steep gravel lane can be slippery in spring. Long lanes often need topping up with crushed stone, and ditches alongside them carry spring runoff. For gardens, the stony till benefits from raised beds and imported soil, and native plants of the Escarpment woods, such as ferns and woodland wildflowers, suit shaded edges well.`,
    local_resources: [link('Town of Mono', 'https://townofmono.com/'), link('Nottawasaga Valley Conservation Authority', 'https://www.nvca.on.ca/'), halfLoad],
  },
  'new-tecumseth': {
    local_introduction: `New Tecumseth, in southern Simcoe County, joins the communities of Alliston, Beeton and Tottenham with the farmland between them. The Alliston area is known for potato growing on its sandy loam, and the Nottawasaga and Boyne rivers wind through the town.

Sandy soils drain fast and warm early, which suits vegetable gardens but leaves lawns thirsty in summer; compost, topsoil and mulch help them hold water. The town's newer subdivisions often need soil and sod for bare lots, while rural properties bring gravel laneways, drainage and windbreak plantings.

Winters are snowy, and planting usually starts in mid to late May. Fields and backyards alike can be windy, so mulch that stays put and well-anchored hardscape are worth choosing. Work along the rivers and their floodplains is regulated by the conservation authority.

Alliston, the largest community, has older streets near the downtown and subdivisions around it; Beeton and Tottenham are smaller, each with its own mix of older homes and newer neighbourhoods. Earl Rowe Provincial Park, on the Boyne River just west of Alliston, and Tottenham Conservation Area give an idea of the rolling countryside around the town.

In the flat fields, soil drifts in dry, windy weather, and bare lawns can lose topsoil before grass takes hold; seeding in late summer or early fall, under a light layer of compost, gives a lawn the best start. Rural roads are often long and straight, which makes deliveries simple, but a soft field edge is no place to tip a load. Floodplains along the Nottawasaga and the Boyne are best left green, without fill.`,
    local_resources: [link('Town of New Tecumseth', 'https://www.newtecumseth.ca/'), link('Nottawasaga Valley Conservation Authority', 'https://www.nvca.on.ca/')],
  },
  shelburne: {
    local_introduction: `Shelburne sits on the high plateau of Dufferin County, among farmland and open fields, near the headwaters of several rivers. At this elevation the town sees strong winds, cold winters and plenty of snow, and the growing season is a little shorter than in the valleys below.

Soils are mostly loam and clay loam over glacial till. Newer homes on the edges of town often start with thin topsoil, so soil and compost come first, followed by lawns, hedges and windbreaks that shelter yards from the prevailing wind. Patios, walkways and driveways need a deep, well-drained base to survive hard frost.

Planting usually waits until late May, and early snow is possible in November. Headwater streams and wetlands nearby are protected, and work near them needs the conservation authority's approval. Rural roads in the area may have spring load limits.

Around the town, the rolling plateau of Melancthon and Amaranth grows potatoes and grain, and wind turbines on the surrounding uplands show how steady the wind is. In town, newer neighbourhoods have grown on former farmland, and older streets near the main intersection have mature gardens and trees.

The Boyne and other streams begin in wetlands near the town, and their headwaters feed rivers that flow in several directions off the plateau. Low spots hold water in spring, so drainage stone and raised beds help there. For deliveries, most streets have ample room, but a newly graded lot may still be soft in spring: wait for the ground to firm up before a loaded truck drives onto it. Frost pockets and late spring cold make hardy plants and a good layer of mulch a sensible choice.`,
    local_resources: [link('Town of Shelburne', 'https://www.shelburne.ca/'), link('Nottawasaga Valley Conservation Authority', 'https://www.nvca.on.ca/'), halfLoad],
  },
  newmarket: {
    local_introduction: `Newmarket lies in York Region along the East Holland River, which flows north toward Lake Simcoe. The town's older core sits in the river valley, while newer neighbourhoods spread over the surrounding uplands, with soils ranging from sandy ground to heavier clay loam.

Common projects include topsoil and sod for newer subdivisions, interlock driveways and patios on a compacted gravel base, and garden beds and mulch for mature neighbourhoods with established trees. Yards on clay need drainage stone where water pools, while sandy lots need compost to hold moisture.

Planting usually starts in mid-May, and winters bring steady snow. Because the river drains to Lake Simcoe, runoff and fill near the Holland River and its tributaries are regulated by the conservation authority, worth checking before grading near the water.

Downtown's Main Street keeps its historic storefronts, and nearby streets have older homes with established gardens; Fairy Lake, a small reservoir on the river, sits just east of the downtown, with the Tom Taylor Trail following the water through town. Newer neighbourhoods to the west and north have smaller yards built on graded lots.

The town's older lots have narrow side yards and detached garages at the back, so a bulk bag on the driveway is often the simplest way to take a delivery. Clay soils in low spots near the river can stay wet well into spring; raised beds and a gravel drainage trench keep gardens usable. The remains of an unfinished canal, never opened, still show along the river, a reminder that the Holland has shaped the town from the start.`,
    local_resources: [link('Town of Newmarket', 'https://www.newmarket.ca/'), link('Lake Simcoe Region Conservation Authority', 'https://www.lsrca.on.ca/')],
  },
  collingwood: {
    local_introduction: `Collingwood sits on the southern shore of Georgian Bay, with the Blue Mountains section of the Niagara Escarpment rising to the west. Four-season visitors come for the shore in summer and the ski hills in winter, and lake-effect snow can be heavy.

Soils near the bay are often sandy or gravelly, with clay in lower areas and stony ground toward the Escarpment. Typical projects include topsoil and compost for gardens and lawns, gravel for driveways and parking at chalets and second homes, and retaining walls, stone steps and drainage on sloping lots.

The bay keeps spring cool near the shore, and planting usually begins in late May. Deep snow means hardscape should drain well and stand up to plowing. Shoreline work and work near the Escarpment's streams are regulated by the conservation authority, so check before grading near them.

The harbour, with its historic grain terminals, is a reminder of the town's shipbuilding and shipping past, and the Georgian Trail runs west along the shore on an old rail line. The Pretty River and Black Ash Creek carry water down from the Escarpment hills to the bay, and their floodplains cross parts of town.

Many properties are second homes and chalets used on weekends, so deliveries often need to be arranged around the owner's visits, with a clear drop spot marked. Sandy lots near the water dry out fast in summer and need compost and mulch; on clay ground inland, gravel drainage keeps patios and walkways from heaving. Heavy snow from the bay piles up along driveways, so leave room beside them for snow storage when planning beds and walls.`,
    local_resources: [link('Town of Collingwood', 'https://www.collingwood.ca/'), link('Nottawasaga Valley Conservation Authority', 'https://www.nvca.on.ca/')],
  },
  bracebridge: {
    local_introduction: `Bracebridge sits on the Muskoka River, with waterfalls right in town, surrounded by the lakes and granite of the Canadian Shield. Soils are generally thin and sandy, with rock close to the surface and pockets of deeper sand along the river.

Year-round homes and cottages alike rely on soil brought in: topsoil and compost for gardens and lawns, mulch for beds among the rocks, and gravel for driveways and parking that stand up to winter plowing. Sloping lots and shorelines call for stone steps, retaining walls and armour stone.

Winters are long and snowy, and planting usually starts in late May, with frost possible by late September. Heavy deliveries may wait for spring load restrictions to lift on rural roads, and shoreline work is regulated, so large projects are best planned ahead.

Bracebridge is a year-round town as much as a cottage destination: in-town streets on both sides of the river have houses on municipal water and sewer, older gardens and mature trees, and the town is also home to the District Municipality's offices. Lots near the falls and the downtown climb steeply from the river, so a truck may need to tip on the street side or a flat driveway, and bulk bags help where space is tight.

On the town's outskirts, rural roads lead to homes on wells and septic systems and to cottages on the lakes within the town's boundaries. Granite ledges often sit just under the lawn, so new beds are usually built up rather than dug down. The river's two branches meet near the town, and its banks, like any shoreline here, are best kept planted: the town's site alteration rules apply near the water, so check before placing fill there.

Spring brings high water: the river runs fast with snowmelt in April, and low lots near its banks can stay soggy into May, so raised beds and a gravel path keep a garden usable there. Summer is the busy season in town, with cottage traffic through downtown and along Highway 11, so deliveries are easiest early in the day. Fall, after the maples turn, suits planting trees and shrubs and topping up mulch before the snow. In the business parks near the highway, larger orders of granular base and clear stone go to parking areas, yards and building pads.`,
    local_resources: [link('Town of Bracebridge', 'https://www.bracebridge.ca/'), link('District Municipality of Muskoka', 'https://www.muskoka.on.ca/'), halfLoad],
  },
  stouffville: {
    local_introduction: `Stouffville is the main community of the Town of Whitchurch-Stouffville in York Region, on the southern slope of the Oak Ridges Moraine. Farmland, woodlots and headwater streams of the Rouge and Duffins Creek surround a growing town.

Soils range from the moraine's sand and gravel in the north to clay loam further south. Newer subdivisions often need topsoil and sod, while rural properties bring gravel laneways, drainage and larger garden projects. Sandy yards benefit from compost and mulch; clay yards from drainage stone and raised beds.

Planting usually begins in mid-May, and winters bring steady snow. The moraine is protected by a provincial plan, and the conservation authority regulates work near the creeks and wetlands that start here, so grading near them should be checked first.`,
    local_resources: [link('Town of Whitchurch-Stouffville', 'https://www.townofws.ca/'), link('Toronto and Region Conservation Authority', 'https://trca.ca/')],
  },
};

/** A demo city's create body with its content. */
export const withDemoContent = <T extends Pick<CityCreateInput, 'url_slug'>>(city: T): T & Partial<DemoCityContent> => ({ ...city, ...demoCityContent[city.url_slug] });
