import { firstMatches, fromMatches, SHORT_LINE_CHARS } from './pattern-reading.ts';

/** The applicant's city and country. */

/**
 * A small gazetteer (a country, its other names in brackets, its major cities with aliases after
 * a bar): enough to read "Location: Lyon, France" or a CV's address line, not a geocoder.
 */
const GAZETTEER = `
United Kingdom (UK, U.K., England, Scotland, Wales, Great Britain): London, Manchester, Birmingham, Edinburgh, Glasgow, Bristol, Leeds, Cambridge, Oxford, Belfast
United States (USA, U.S.A., US, U.S., United States of America): New York|NYC, San Francisco, Seattle, Austin, Boston, Chicago, Los Angeles, Denver, Atlanta, Miami, Washington DC
Germany (Deutschland): Berlin, Munich|München, Hamburg, Frankfurt, Cologne|Köln, Stuttgart, Düsseldorf|Dusseldorf, Leipzig
France: Paris, Lyon, Marseille, Toulouse, Bordeaux, Lille, Nantes
Spain (España): Madrid, Barcelona, Valencia, Seville|Sevilla, Málaga|Malaga, Bilbao
Portugal: Lisbon|Lisboa, Porto
Netherlands (The Netherlands, Holland): Amsterdam, Rotterdam, Utrecht, The Hague, Eindhoven
Ireland: Dublin, Cork, Galway
Poland (Polska): Warsaw|Warszawa, Kraków|Krakow|Cracow, Wrocław|Wroclaw, Gdańsk|Gdansk, Poznań|Poznan, Łódź|Lodz
Czechia (Czech Republic): Prague|Praha, Brno
Austria (Österreich): Vienna|Wien, Graz
Switzerland (Schweiz, Suisse): Zurich|Zürich, Geneva|Genève, Basel, Lausanne, Bern
Sweden (Sverige): Stockholm, Gothenburg|Göteborg, Malmö|Malmo
Norway (Norge): Oslo, Bergen
Denmark (Danmark): Copenhagen|København
Finland (Suomi): Helsinki, Espoo, Tampere
Iceland (Ísland): Reykjavík|Reykjavik
Italy (Italia): Rome|Roma, Milan|Milano, Turin|Torino, Bologna, Naples|Napoli
Greece: Athens, Thessaloniki
Belgium: Brussels|Bruxelles, Antwerp, Ghent
Hungary: Budapest
Romania: Bucharest|București, Cluj-Napoca
Ukraine: Kyiv|Kiev, Lviv, Kharkiv
Estonia: Tallinn
Latvia: Riga
Lithuania: Vilnius
Turkey (Türkiye): Istanbul|İstanbul, Ankara
Israel: Tel Aviv, Jerusalem, Haifa
Egypt: Cairo, Alexandria
Nigeria: Lagos, Abuja
Kenya: Nairobi
Ghana: Accra
South Africa: Cape Town, Johannesburg, Durban
Morocco: Casablanca, Rabat, Marrakesh
United Arab Emirates (UAE): Dubai, Abu Dhabi
India: Mumbai, Bangalore|Bengaluru, New Delhi|Delhi, Hyderabad, Chennai, Pune, Kolkata
Pakistan: Karachi, Lahore
Singapore: Singapore
Japan (日本): Tokyo|東京, Osaka|大阪
South Korea (Korea): Seoul|서울, Busan
China (中国): Beijing|北京, Shanghai|上海, Shenzhen|深圳, Hangzhou|杭州, Guangzhou
Hong Kong: Hong Kong
Taiwan: Taipei
Vietnam (Viet Nam): Ho Chi Minh City|Saigon, Hanoi
Philippines: Manila
Indonesia: Jakarta
Malaysia: Kuala Lumpur
Thailand: Bangkok
Australia: Sydney, Melbourne, Brisbane, Perth
New Zealand: Auckland, Wellington
Canada: Toronto, Vancouver, Montreal|Montréal, Ottawa, Calgary
Mexico (México): Mexico City|Ciudad de México, Guadalajara
Brazil (Brasil): São Paulo|Sao Paulo, Rio de Janeiro
Argentina: Buenos Aires
Chile: Santiago
Colombia: Bogotá|Bogota, Medellín|Medellin
Peru (Perú): Lima
`;

const COUNTRY_OF_CITY = new Map<string, { city: string; country: string }>();
const COUNTRY_BY_NAME = new Map<string, string>();
/** Upper-case abbreviations (US, UK, UAE) count only as written: "contact us" is not a country. */
const ABBREVIATIONS: string[] = [];
for (const line of GAZETTEER.trim().split('\n')) {
  const [head = '', cities = ''] = line.split(': ');
  const [country = '', aliases = ''] = head.split(/ \(|\)/);
  for (const alias of [country, ...aliases.split(', ').filter(Boolean)]) {
    if (/^[A-Z.]{2,6}$/.test(alias)) ABBREVIATIONS.push(alias);
    COUNTRY_BY_NAME.set(alias.toLowerCase(), country);
  }
  for (const names of cities.split(', ')) {
    const [city = ''] = names.split('|');
    for (const name of names.split('|')) COUNTRY_OF_CITY.set(name.toLowerCase(), { city, country });
  }
}
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const alternation = (names: string[]) =>
  [...names]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
const fullNames = [...COUNTRY_BY_NAME.keys(), ...COUNTRY_OF_CITY.keys()].filter(
  (name) => !ABBREVIATIONS.some((abbreviation) => abbreviation.toLowerCase() === name),
);
const PLACE_NAME = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(fullNames)})(?![\\p{L}\\p{N}])`, 'giu');
const PLACE_ABBREVIATION = new RegExp(
  `(?<![\\p{L}\\p{N}.])(?:${alternation(ABBREVIATIONS)})(?![\\p{L}\\p{N}])`,
  'gu',
);

/** The first known city and country a short fragment names; the city's country when none is named. */
function placeIn(fragment: string): { city: string | null; country: string | null } | null {
  const short = fragment.slice(0, SHORT_LINE_CHARS);
  const names = [...firstMatches(short, PLACE_NAME), ...firstMatches(short, PLACE_ABBREVIATION)]
    .sort((a, b) => a.index - b.index)
    .map((match) => match[0].toLowerCase());
  const city = names.map((name) => COUNTRY_OF_CITY.get(name)).find(Boolean) ?? null;
  const country = names.map((name) => COUNTRY_BY_NAME.get(name)).find(Boolean) ?? city?.country ?? null;
  return city || country ? { city: city?.city ?? null, country } : null;
}

const LABELLED_PLACE =
  /^[ \t*•-]{0,6}(?:location|based\s{1,3}in|address|current\s{1,3}location|city|residence|lives\s{1,3}in)\s{0,3}[:：]\s{0,3}([^\n]{2,120})/gim;
const LIVES_IN = /\b(?:based|living|located|residing|lives?|resides?)\s{1,3}in\s{1,3}([^\n.;!?()]{2,60})/gi;

export function placeFrom(
  texts: string[],
  headerLines: string[],
): { city: string | null; country: string | null } | null {
  for (const pattern of [LABELLED_PLACE, LIVES_IN]) {
    for (const text of texts) {
      const place = fromMatches(text, pattern, (fragment) => (placeIn(fragment) ? fragment : null));
      if (place) return placeIn(place);
    }
  }
  for (const line of headerLines) {
    const place = placeIn(line.slice(0, SHORT_LINE_CHARS));
    if (place) return place;
  }
  return null;
}
