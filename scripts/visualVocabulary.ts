// Words people use to describe how a film looks, beyond what the archive says today: the lexicon
// (scripts/buildLexicon.ts) and the word-vector table (scripts/buildWordVectors.ts) always cover them.
export const VISUAL_VOCABULARY = `
grainy gritty grimy seedy sleazy glossy glamorous opulent lavish luxurious shabby dingy squalid
rundown derelict decaying crumbling neon fluorescent tungsten sodium candlelit lamplit moonlit
sunlit sunny overcast foggy misty hazy smoky steamy rainy snowy wintry icy frosty humid sweaty
sweltering muggy dusty bleak drab muted faded washed pastel saturated vivid vibrant colourful
colorful monochrome greyscale sepia noir shadowy dark dim murky gloomy moody brooding melancholy
lonely romantic dreamy surreal hallucinatory psychedelic trippy kaleidoscopic garish gaudy kitsch
kitschy campy retro vintage nostalgic period antique modern modernist minimalist sleek chrome
glass steel concrete brick marble velvet leather denim sequins glitter tinsel satin silk fur
tweed corduroy polyester plaid stripes polka lace feathers gold golden silver copper brass
bronze amber crimson scarlet burgundy maroon emerald teal turquoise cobalt navy indigo violet
lavender lilac magenta fuchsia coral peach salmon mustard ochre olive khaki beige cream ivory
charcoal slate ash rust teal aqua mint blush rose cherry wine tangerine lemon lime
diner bodega deli laundromat pawnshop arcade bowling rink bar saloon tavern lounge nightclub
disco discotheque speakeasy cabaret burlesque ballroom ballet theater theatre cinema marquee
billboard signage hoarding storefront awning stoop fire escape rooftop penthouse loft walkup
tenement brownstone townhouse apartment studio hotel motel lobby elevator stairwell hallway
corridor basement cellar alley alleyway sidewalk pavement avenue boulevard street bridge tunnel
subway platform turnstile train elevated station terminal pier harbor harbour dock waterfront
wharf river ferry skyline skyscraper tower office cubicle boardroom courtroom precinct hospital
ward asylum church cathedral synagogue school classroom campus library bookstore bookshop
gallery museum studio warehouse factory sweatshop kitchen restaurant cafe cafeteria coffeehouse
bakery market pushcart vendor taxi cab limousine bus graffiti mural tag spraypaint boombox
breakdance skateboard sneakers hoodie tracksuit suit tuxedo gown dress fedora trenchcoat
uniform costume wig makeup lipstick eyeliner jewelry park garden zoo carousel boardwalk beach
amusement carnival fairground parade fireworks christmas holiday thanksgiving halloween
snow rain storm blizzard heatwave summer winter autumn fall spring dawn dusk twilight midnight
night evening morning sunrise sunset harlem bronx brooklyn queens manhattan chinatown village
soho tribeca midtown downtown uptown broadway coney island staten wall harbor hudson
`
  .split(/\s+/)
  .filter(Boolean);
