/** Place names compromise misses or mistypes (measured on the development sentences): countries, states, cities, regions. */
export const ENGLISH_PLACES = `
Afghanistan|Albania|Algeria|Argentina|Armenia|Australia|Austria|Azerbaijan|Bangladesh|Belarus|Belgium|Bolivia|Bosnia|Brazil|Bulgaria|Cambodia|Cameroon|Canada|Chile|China|Colombia|Croatia|Cuba|Cyprus|Czech Republic|Denmark|Ecuador|Egypt|Estonia|Ethiopia|Finland|France|Georgia|Germany|Ghana|Greece|Hungary|Iceland|India|Indonesia|Iran|Iraq|Ireland|Israel|Italy|Japan|Jordan|Kazakhstan|Kenya|Kuwait|Latvia|Lebanon|Libya|Lithuania|Luxembourg|Malaysia|Mexico|Mongolia|Morocco|Nepal|Netherlands|New Zealand|Nigeria|North Korea|Norway|Pakistan|Peru|Philippines|Poland|Portugal|Qatar|Romania|Russia|Saudi Arabia|Scotland|Serbia|Singapore|Slovakia|Slovenia|Somalia|South Africa|South Korea|Spain|Sri Lanka|Sudan|Sweden|Switzerland|Syria|Taiwan|Tanzania|Thailand|Tunisia|Turkey|Türkiye|Uganda|Ukraine|United Arab Emirates|United Kingdom|United States|United States of America|Uruguay|Venezuela|Vietnam|Wales|Yemen|Zimbabwe|England|Britain|Great Britain
Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming
Amsterdam|Ankara|Athens|Atlanta|Auckland|Baghdad|Baltimore|Bangkok|Barcelona|Beijing|Beirut|Berlin|Birmingham|Bogota|Boston|Brisbane|Brussels|Bucharest|Budapest|Buenos Aires|Cairo|Cape Town|Chicago|Copenhagen|Dallas|Delhi|Denver|Detroit|Dhaka|Dubai|Dublin|Edinburgh|Frankfurt|Geneva|Glasgow|Hamburg|Hanoi|Havana|Helsinki|Hong Kong|Honolulu|Houston|Istanbul|Izmir|Jakarta|Jerusalem|Johannesburg|Kabul|Karachi|Kyiv|Kiev|Lagos|Las Vegas|Lima|Lisbon|Liverpool|London|Los Angeles|Madrid|Manchester|Manila|Melbourne|Mexico City|Miami|Milan|Montreal|Moscow|Mumbai|Munich|Nairobi|Naples|New Delhi|New Orleans|Oslo|Ottawa|Paris|Philadelphia|Phoenix|Portland|Prague|Rio de Janeiro|Riyadh|Rome|San Diego|San Francisco|Santiago|Sao Paulo|Seattle|Seoul|Shanghai|Singapore|Stockholm|Sydney|Taipei|Tehran|Tel Aviv|Tokyo|Toronto|Vancouver|Venice|Vienna|Warsaw|Zurich|Oxford|Cambridge|Brooklyn|Manhattan|Silicon Valley|Wall Street
Africa|Antarctica|Asia|Europe|North America|South America|Latin America|Middle East|Scandinavia|Balkans|Caribbean|Siberia|Atlantic|Pacific|Mediterranean|Arctic|Alps|Himalayas|Nile|Thames|Danube|Sahara|Gaza|West Bank|Crimea|Kashmir|Bavaria|Catalonia|Sicily|Tuscany|Normandy|Yorkshire|Hollywood
`;

/** Organizations by name: agencies, companies, universities, clubs and parties often in the news. */
export const ENGLISH_ORGANIZATIONS = `
United Nations|UN|UNESCO|UNICEF|World Health Organization|WHO|World Bank|International Monetary Fund|IMF|NATO|European Union|EU|European Commission|European Central Bank|Federal Reserve|FBI|CIA|NASA|NSA|Pentagon|White House|Congress|Senate|Supreme Court|Parliament|Kremlin|Red Cross|Amnesty International|Greenpeace|OPEC|WTO|Interpol|BBC|CNN|Reuters|Associated Press|New York Times|Washington Post|Wall Street Journal|Financial Times|The Guardian|Bloomberg|Fox News
Apple|Google|Alphabet|Microsoft|Amazon|Meta|Facebook|Instagram|Twitter|Netflix|Tesla|SpaceX|Intel|IBM|Oracle|Samsung|Sony|Toyota|Honda|Ford|General Motors|Volkswagen|BMW|Mercedes|Siemens|Boeing|Airbus|Nike|Adidas|Coca-Cola|Pepsi|McDonald's|Starbucks|Walmart|Uber|Airbnb|Spotify|Nvidia|OpenAI|Goldman Sachs|JPMorgan|Morgan Stanley|Deutsche Bank|Barclays|HSBC|Visa|Mastercard|PayPal|Shell|BP|ExxonMobil|Pfizer|Moderna|Disney|Warner Bros|Turkish Airlines|British Airways|Lufthansa|Emirates|Ryanair
Harvard|Harvard University|Yale|Stanford|Stanford University|MIT|Princeton|Oxford University|Cambridge University|Columbia University|University of Oxford|University of Cambridge
Real Madrid|Barcelona FC|Manchester United|Manchester City|Liverpool FC|Chelsea|Arsenal|Juventus|Bayern Munich|Galatasaray|Fenerbahce|Lakers|Yankees
Democratic Party|Republican Party|Labour Party|Conservative Party|Democrats|Republicans|Labour|Tories
`;

/** Words that, capitalized at the end of a name, make it an organization ("Acme Corp", "Ford Foundation"). */
export const ORGANIZATION_HEADS = new Set([
  'inc', 'inc.', 'corp', 'corp.', 'corporation', 'company', 'co.', 'ltd', 'ltd.', 'llc', 'plc', 'group', 'holdings', 'bank',
  'university', 'college', 'institute', 'school', 'academy', 'foundation', 'association', 'society', 'council', 'committee',
  'commission', 'agency', 'ministry', 'department', 'authority', 'party', 'union', 'league', 'club', 'fc', 'airlines', 'airways',
  'motors', 'technologies', 'systems', 'labs', 'laboratories', 'hospital', 'clinic', 'museum', 'times', 'post', 'news', 'press',
  'network', 'studios', 'records', 'organization', 'organisation', 'federation', 'bureau', 'office', 'service', 'services', 'police',
  'court', 'senate', 'assembly', 'parliament', 'board', 'fund', 'trust', 'partners', 'consulting', 'pharmaceuticals', 'energy',
]);

/** Words after which capitalized words name an organization ("University of Texas", "Bank of England"). */
export const ORGANIZATION_OPENERS = new Set(['university', 'bank', 'ministry', 'department', 'museum', 'institute', 'college', 'school', 'church', 'office', 'house', 'court', 'board']);

/** Titles before a name; the name is the person, the title is not. */
export const ENGLISH_TITLES = new Set([
  'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'miss', 'dr', 'dr.', 'prof', 'prof.', 'professor', 'doctor', 'sir', 'dame', 'lord', 'lady',
  'mister', 'president', 'senator', 'governor', 'mayor', 'minister', 'judge', 'justice', 'general', 'gen.', 'colonel', 'captain', 'capt.',
  'sergeant', 'officer', 'detective', 'inspector', 'chancellor', 'prime', 'king', 'queen', 'prince', 'princess', 'pope', 'rev.', 'reverend',
  'father', 'sister', 'brother', 'uncle', 'aunt', 'coach', 'ceo', 'chairman', 'chairwoman', 'secretary', 'ambassador', 'rep.', 'sen.', 'gov.',
  'st.', 'saint', 'nurse', 'agent',
]);

/** Abbreviations whose dot belongs to the word. */
export const ENGLISH_ABBREVIATIONS = new Set(['mr.', 'mrs.', 'ms.', 'dr.', 'prof.', 'inc.', 'corp.', 'co.', 'ltd.', 'jr.', 'sr.', 'st.', 'gen.', 'capt.', 'rev.', 'rep.', 'sen.', 'gov.', 'u.s.', 'u.k.', 'mt.']);
