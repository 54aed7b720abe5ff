// Known cities: every capital plus the UN system's real duty stations (headquarters, regional hubs,
// field and sub-offices), each with its ISO alpha-2 country code and the spellings seen in vacancy data
// (local-language names, transliterations, unaccented forms). Pure data plus one lookup.

import { normaliseName } from "./countries";

export type City = { name: string; countryCode: string; aliases: string[] };

// Each entry: "Name|CC|alias|alias…". Accents are ignored by the lookup, so "Bogotá" also matches "Bogota".
const ROWS: string[] = [
  // Afghanistan
  "Kabul|AF", "Herat|AF", "Kandahar|AF", "Mazar-i-Sharif|AF|Mazar-e-Sharif|Mazar", "Jalalabad|AF", "Kunduz|AF", "Faizabad|AF", "Bamyan|AF|Bamiyan",
  // Albania, Algeria, Angola, Argentina, Armenia
  "Tirana|AL|Tirane|Tiranë", "Algiers|DZ|Alger|Argel", "Tindouf|DZ|Tinduf", "Luanda|AO", "Buenos Aires|AR", "Yerevan|AM|Erevan",
  // Australia, Austria, Azerbaijan
  "Canberra|AU", "Sydney|AU", "Melbourne|AU", "Brisbane|AU", "Vienna|AT|Wien|Vienne|Viena", "Baku|AZ|Bakou",
  // Bahamas, Bahrain, Bangladesh
  "Nassau|BS", "Manama|BH", "Dhaka|BD|Dacca", "Cox's Bazar|BD|Coxs Bazar|Cox's Bazaar|Coxs Bazaar|Cox Bazar", "Sylhet|BD", "Chittagong|BD|Chattogram", "Rajshahi|BD", "Khulna|BD", "Teknaf|BD", "Ukhia|BD",
  // Barbados, Belarus, Belgium, Belize, Benin, Bhutan, Bolivia
  "Bridgetown|BB", "Minsk|BY", "Brussels|BE|Bruxelles|Brussel|Bruselas", "Antwerp|BE|Antwerpen|Anvers", "Belmopan|BZ", "Porto-Novo|BJ|Porto Novo",
  "Cotonou|BJ", "Parakou|BJ", "Natitingou|BJ", "Thimphu|BT", "La Paz|BO", "Sucre|BO", "Santa Cruz de la Sierra|BO|Santa Cruz", "Cochabamba|BO",
  // Bosnia, Botswana, Brazil
  "Sarajevo|BA", "Banja Luka|BA", "Gaborone|BW", "Brasilia|BR|Brasília", "Rio de Janeiro|BR|Rio", "Sao Paulo|BR|São Paulo", "Boa Vista|BR", "Manaus|BR", "Recife|BR", "Salvador|BR|Salvador de Bahia", "Belem|BR|Belém", "Pacaraima|BR",
  // Brunei, Bulgaria, Burkina Faso, Burundi
  "Bandar Seri Begawan|BN", "Sofia|BG|Sofiya", "Ouagadougou|BF|Ouaga", "Bobo-Dioulasso|BF|Bobo Dioulasso", "Kaya|BF", "Dori|BF", "Fada N'Gourma|BF|Fada NGourma", "Djibo|BF", "Ouahigouya|BF",
  "Gitega|BI", "Bujumbura|BI", "Ngozi|BI", "Muyinga|BI",
  // Cabo Verde, Cambodia, Cameroon, Canada
  "Praia|CV", "Phnom Penh|KH|Phnom-Penh|Phnompenh", "Siem Reap|KH", "Battambang|KH", "Yaounde|CM|Yaoundé", "Douala|CM", "Maroua|CM", "Bamenda|CM", "Buea|CM", "Bertoua|CM", "Garoua|CM", "Kousseri|CM",
  "Ottawa|CA", "Montreal|CA|Montréal", "Toronto|CA", "Vancouver|CA",
  // Central African Republic, Chad
  "Bangui|CF", "Bambari|CF", "Bria|CF", "Kaga-Bandoro|CF|Kaga Bandoro", "Bossangoa|CF", "Bouar|CF", "Paoua|CF", "Birao|CF", "Bangassou|CF", "Berberati|CF", "Ndele|CF|Ndélé", "Obo|CF", "Zemio|CF",
  "N'Djamena|TD|NDjamena|Ndjamena|N Djamena", "Abeche|TD|Abéché", "Farchana|TD", "Goz Beida|TD|Goz Beïda", "Moundou|TD", "Bol|TD", "Iriba|TD", "Goré|TD|Gore", "Mongo|TD", "Baga Sola|TD", "Adre|TD|Adré",
  // Chile, China, Colombia
  "Santiago|CL|Santiago de Chile", "Beijing|CN|Peking|Pékin", "Shanghai|CN", "Guangzhou|CN", "Hong Kong|HK", "Macao|MO|Macau",
  "Bogota|CO|Bogotá|Santafé de Bogotá", "Medellin|CO|Medellín", "Cali|CO", "Barranquilla|CO", "Cucuta|CO|Cúcuta", "Riohacha|CO", "Pasto|CO", "Quibdo|CO|Quibdó", "Arauca|CO", "Monteria|CO|Montería", "Bucaramanga|CO", "Cartagena|CO", "Maicao|CO", "Tumaco|CO", "Villavicencio|CO", "Santa Marta|CO", "Valledupar|CO",
  // Comoros, Congo, DR Congo
  "Moroni|KM", "Brazzaville|CG", "Pointe-Noire|CG|Pointe Noire", "Kinshasa|CD", "Goma|CD", "Bukavu|CD", "Bunia|CD", "Kananga|CD", "Kalemie|CD", "Lubumbashi|CD", "Beni|CD", "Uvira|CD", "Mbandaka|CD", "Kisangani|CD", "Kindu|CD", "Tshikapa|CD", "Mbuji-Mayi|CD|Mbuji Mayi", "Butembo|CD", "Matadi|CD", "Kolwezi|CD", "Kikwit|CD", "Gemena|CD",
  // Costa Rica, Côte d'Ivoire, Croatia, Cuba, Cyprus, Czechia
  "San Jose|CR|San José", "Abidjan|CI", "Yamoussoukro|CI", "Bouake|CI|Bouaké", "Man|CI", "Korhogo|CI", "Zagreb|HR", "Havana|CU|La Habana|Habana|La Havane", "Nicosia|CY|Lefkosia", "Prague|CZ|Praha|Praga",
  // Denmark, Djibouti, Dominica, Dominican Republic
  "Copenhagen|DK|København|Kobenhavn|Copenhague|Copenaghen", "Billund|DK", "Djibouti|DJ|Djibouti City|Djibouti-Ville", "Roseau|DM", "Santo Domingo|DO",
  // DPRK, Ecuador, Egypt, El Salvador
  "Pyongyang|KP", "Quito|EC", "Guayaquil|EC", "Lago Agrio|EC", "Tulcan|EC|Tulcán", "Esmeraldas|EC", "Cairo|EG|Le Caire|El Cairo|Al Qahirah", "Alexandria|EG", "Aswan|EG", "San Salvador|SV",
  // Equatorial Guinea, Eritrea, Estonia, Eswatini, Ethiopia
  "Malabo|GQ", "Asmara|ER", "Tallinn|EE", "Mbabane|SZ", "Lobamba|SZ",
  "Addis Ababa|ET|Addis Abeba|Addis-Abeba|Addis|Addis Abbaba", "Gambella|ET|Gambela", "Dire Dawa|ET", "Jijiga|ET", "Mekelle|ET|Mekele|Makelle", "Bahir Dar|ET", "Semera|ET", "Dolo Ado|ET|Dollo Ado", "Hawassa|ET|Awassa", "Shire|ET", "Assosa|ET|Asosa", "Gondar|ET",
  // Fiji, Finland, France
  "Suva|FJ", "Helsinki|FI", "Paris|FR", "Lyon|FR", "Marseille|FR|Marseilles", "Strasbourg|FR", "Montpellier|FR", "Aix-en-Provence|FR|Aix en Provence", "Toulouse|FR", "Nice|FR",
  // Gabon, Gambia, Georgia, Germany
  "Libreville|GA", "Banjul|GM", "Tbilisi|GE|Tiflis", "Berlin|DE", "Bonn|DE", "Hamburg|DE|Hambourg", "Frankfurt|DE|Frankfurt am Main|Francfort", "Munich|DE|München|Muenchen", "Cologne|DE|Köln|Koeln", "Eschborn|DE", "Dresden|DE",
  // Ghana, Greece, Grenada, Guatemala, Guinea, Guinea-Bissau, Guyana
  "Accra|GH", "Tamale|GH", "Kumasi|GH", "Athens|GR|Athina|Athènes|Atenas", "Thessaloniki|GR", "Lesvos|GR|Lesbos|Mytilene", "Saint George's|GD|St. George's|St George's", "Guatemala City|GT|Guatemala|Ciudad de Guatemala|Guatemala Ciudad",
  "Conakry|GN", "Nzerekore|GN|N'Zérékoré", "Kankan|GN", "Bissau|GW", "Georgetown|GY",
  // Haiti, Honduras, Hungary, Iceland
  "Port-au-Prince|HT|Port au Prince|Port-au-Prince - Local", "Cap-Haitien|HT|Cap-Haïtien|Cap Haitien", "Les Cayes|HT", "Jacmel|HT", "Gonaives|HT|Gonaïves", "Tegucigalpa|HN", "San Pedro Sula|HN", "Choluteca|HN", "Budapest|HU", "Reykjavik|IS|Reykjavík",
  // India
  "New Delhi|IN|Delhi|Nueva Delhi|New-Delhi", "Mumbai|IN|Bombay", "Chennai|IN|Madras", "Kolkata|IN|Calcutta", "Bangalore|IN|Bengaluru", "Hyderabad|IN", "Lucknow|IN", "Patna|IN", "Bhopal|IN", "Jaipur|IN", "Ranchi|IN", "Bhubaneswar|IN", "Raipur|IN", "Guwahati|IN", "Gandhinagar|IN", "Ahmedabad|IN",
  // Indonesia, Iran, Iraq, Ireland, Israel, Italy
  "Jakarta|ID|Djakarta", "Kupang|ID", "Banda Aceh|ID", "Makassar|ID", "Surabaya|ID", "Jayapura|ID", "Tehran|IR|Téhéran|Teheran", "Kerman|IR", "Zahedan|IR", "Mashhad|IR",
  "Baghdad|IQ|Bagdad", "Erbil|IQ|Arbil|Irbil|Hawler", "Mosul|IQ", "Basra|IQ|Basrah", "Duhok|IQ|Dohuk|Dahuk", "Sulaymaniyah|IQ|Sulaimaniyah|Sulaimaniya", "Kirkuk|IQ", "Ramadi|IQ", "Najaf|IQ",
  "Dublin|IE", "Jerusalem|IL|Al-Quds", "Tel Aviv|IL|Tel Aviv-Yafo", "Rome|IT|Roma", "Florence|IT|Firenze", "Turin|IT|Torino", "Brindisi|IT", "Milan|IT|Milano", "Naples|IT|Napoli", "Trieste|IT", "Ispra|IT", "Venice|IT|Venezia", "Bari|IT", "Catania|IT", "Palermo|IT",
  // Jamaica, Japan, Jordan
  "Kingston|JM", "Tokyo|JP|Tokio", "Yokohama|JP", "Kobe|JP", "Hiroshima|JP", "Amman|JO|HQ Amman|Amman HQ", "Irbid|JO", "Mafraq|JO|Al Mafraq", "Zarqa|JO", "Zaatari|JO|Za'atari|Azraq",
  // Kazakhstan, Kenya, Kiribati, Korea
  "Astana|KZ|Nur-Sultan|Nursultan", "Almaty|KZ|Alma-Ata", "Nairobi|KE|Gigiri", "Mombasa|KE", "Kisumu|KE", "Dadaab|KE", "Kakuma|KE", "Garissa|KE", "Lodwar|KE", "Kalobeyei|KE", "Tarawa|KI|South Tarawa", "Seoul|KR|Séoul|Seúl",
  "Incheon|KR|Songdo|Songdo, Incheon|Songdo, Incheon City|Incheon City|Incheon (Songdo)|Songdo International Business District", "Busan|KR|Pusan",
  // Kosovo, Kuwait, Kyrgyzstan, Lao PDR
  "Pristina|XK|Prishtina|Prishtinë|Priština|Prishtinë/Priština|Pristina/Prishtina", "Kuwait City|KW|Kuwait", "Bishkek|KG", "Osh|KG", "Vientiane|LA|Vientiane Capital",
  // Latvia, Lebanon, Lesotho, Liberia, Libya, Liechtenstein, Lithuania, Luxembourg
  "Riga|LV", "Beirut|LB|Beyrouth|Beirute|Bayrut", "Tripoli|LY", "Zahle|LB|Zahlé", "Tyre|LB|Sour", "Qobayat|LB|Qubayat", "Maseru|LS", "Monrovia|LR", "Benghazi|LY", "Misrata|LY", "Sabha|LY", "Vaduz|LI", "Vilnius|LT", "Luxembourg|LU|Luxembourg City|Luxemburg",
  // Madagascar, Malawi, Malaysia, Maldives, Mali, Malta
  "Antananarivo|MG|Tana|Tananarive", "Toliara|MG|Tulear|Toliary", "Fort Dauphin|MG|Taolagnaro|Tolagnaro", "Ambovombe|MG", "Bekily|MG", "Lilongwe|MW", "Blantyre|MW", "Zomba|MW", "Kuala Lumpur|MY|KL", "Putrajaya|MY", "Penang|MY", "Kota Kinabalu|MY",
  "Male|MV|Malé", "Bamako|ML", "Gao|ML", "Mopti|ML", "Timbuktu|ML|Tombouctou", "Kidal|ML", "Sevare|ML|Sévaré", "Segou|ML|Ségou", "Menaka|ML|Ménaka", "Valletta|MT",
  // Marshall Islands, Mauritania, Mauritius, Mexico, Micronesia, Moldova, Monaco, Mongolia, Montenegro, Morocco
  "Majuro|MH", "Nouakchott|MR", "Nouadhibou|MR", "Bassikounou|MR", "Port Louis|MU|Port-Louis", "Mexico City|MX|Mexico|Ciudad de México|Ciudad de Mexico|CDMX|Mexico D.F.|México D.F.", "Tapachula|MX", "Tijuana|MX", "Monterrey|MX", "Villahermosa|MX", "Palikir|FM", "Pohnpei|FM",
  "Chisinau|MD|Chișinău|Kishinev", "Monaco|MC|Monte Carlo", "Ulaanbaatar|MN|Ulan Bator|Ulaanbaatar City", "Podgorica|ME", "Rabat|MA|Rabbat", "Casablanca|MA", "Marrakech|MA|Marrakesh",
  // Mozambique, Myanmar
  "Maputo|MZ", "Pemba|MZ", "Beira|MZ", "Nampula|MZ", "Quelimane|MZ", "Tete|MZ", "Lichinga|MZ", "Chimoio|MZ",
  "Nay Pyi Taw|MM|Naypyidaw|Naypyitaw|Nay Pyi Daw|Nay Pyi Taw", "Yangon|MM|Rangoon", "Sittwe|MM|Sittway", "Myitkyina|MM", "Lashio|MM", "Mandalay|MM", "Taunggyi|MM", "Kalaw|MM", "Nyaung Shwe|MM|Nyaungshwe", "Hpa-An|MM|Hpa An", "Maungdaw|MM",
  // Namibia, Nauru, Nepal, Netherlands, New Zealand, Nicaragua
  "Windhoek|NA", "Yaren|NR", "Kathmandu|NP|Katmandu", "Surkhet|NP|Birendranagar", "Nepalgunj|NP", "Biratnagar|NP", "Amsterdam|NL", "The Hague|NL|Den Haag|La Haye|'s-Gravenhage|Hague|La Haya", "Rotterdam|NL", "Maastricht|NL", "Wellington|NZ", "Auckland|NZ", "Managua|NI",
  // Niger, Nigeria
  "Niamey|NE", "Maradi|NE", "Zinder|NE", "Tillaberi|NE|Tillabéri|Tillabery", "Tahoua|NE", "Diffa|NE", "Agadez|NE", "Dosso|NE",
  "Abuja|NG", "Lagos|NG", "Maiduguri|NG", "Yola|NG", "Damaturu|NG", "Sokoto|NG", "Kano|NG", "Port Harcourt|NG", "Bauchi|NG", "Katsina|NG", "Monguno|NG", "Bama|NG", "Ibadan|NG", "Enugu|NG", "Makurdi|NG",
  // North Macedonia, Norway, Oman, Pakistan, Palau
  "Skopje|MK", "Oslo|NO", "Stavanger|NO", "Muscat|OM|Mascate", "Islamabad|PK", "Karachi|PK", "Lahore|PK", "Peshawar|PK", "Quetta|PK", "Multan|PK", "Ngerulmud|PW", "Koror|PW",
  // Palestine
  "East Jerusalem|PS|Jerusalem East", "Gaza City|PS|Gaza", "Ramallah|PS", "Hebron|PS|Al-Khalil", "Nablus|PS", "Jenin|PS", "Rafah|PS", "Khan Younis|PS|Khan Yunis",
  // Panama, Papua New Guinea, Paraguay, Peru, Philippines
  "Panama City|PA|Panama|Ciudad de Panamá|Ciudad de Panama|Panama Ciudad|Ciudad del Saber|City of Knowledge", "Port Moresby|PG", "Buka|PG", "Lae|PG", "Asuncion|PY|Asunción", "Lima|PE", "Tumbes|PE", "Cusco|PE|Cuzco",
  "Manila|PH|Metro Manila|Mandaluyong|Makati|Pasig|Manille", "Cotabato|PH|Cotabato City", "Davao|PH|Davao City", "Cebu|PH|Cebu City", "Zamboanga|PH|Zamboanga City", "Marawi|PH", "Tacloban|PH", "Quezon City|PH",
  // Poland, Portugal, Qatar, Romania, Russia, Rwanda
  "Warsaw|PL|Warszawa|Varsovie|Varsovia", "Rzeszow|PL|Rzeszów", "Krakow|PL|Kraków|Cracow", "Lisbon|PT|Lisboa|Lisbonne", "Doha|QA", "Bucharest|RO|București|Bucuresti|Bucarest", "Iasi|RO|Iași", "Moscow|RU|Moskva|Moscou|Moscú", "Saint Petersburg|RU|St. Petersburg|St Petersburg",
  "Kigali|RW", "Karongi|RW", "Huye|RW|Butare", "Musanze|RW",
  // Saint Lucia, Samoa, Sao Tome, Saudi Arabia, Senegal, Serbia, Seychelles, Sierra Leone, Singapore
  "Castries|LC", "Kingstown|VC", "Basseterre|KN", "Saint John's|AG|St. John's|St John's", "Apia|WS", "Sao Tome|ST|São Tomé", "Riyadh|SA|Riyad|Ar Riyad", "Jeddah|SA|Jiddah|Jedda",
  "Dakar|SN", "Ziguinchor|SN", "Saint-Louis|SN|Saint Louis", "Belgrade|RS|Beograd", "Novi Sad|RS", "Victoria|SC", "Freetown|SL", "Singapore|SG",
  // Slovakia, Slovenia, Solomon Islands, Somalia, South Africa
  "Bratislava|SK", "Ljubljana|SI", "Honiara|SB", "Mogadishu|SO|Mogadiscio|Muqdisho", "Hargeisa|SO|Hargeysa", "Garowe|SO|Garoowe", "Baidoa|SO|Baydhabo", "Kismayo|SO|Kismaayo", "Dollow|SO|Dolow|Doolow", "Galkayo|SO|Gaalkacyo", "Bosaso|SO|Bossaso|Boosaaso", "Beledweyne|SO|Beletweyne", "Dhusamareb|SO", "Jowhar|SO", "Berbera|SO", "Burao|SO",
  "Pretoria|ZA|Tshwane", "Johannesburg|ZA|Joburg", "Cape Town|ZA|Le Cap|Ciudad del Cabo", "Durban|ZA",
  // South Sudan
  "Juba|SS", "Kuajok|SS|Kuajock|Kwajok", "Bor|SS", "Malakal|SS", "Wau|SS", "Bentiu|SS", "Rumbek|SS", "Aweil|SS", "Torit|SS", "Yambio|SS", "Renk|SS", "Maban|SS|Bunj", "Yei|SS", "Pibor|SS", "Akobo|SS", "Gogrial|SS", "Nasir|SS",
  // Spain, Sri Lanka, Sudan, Suriname
  "Madrid|ES", "Barcelona|ES|Barcelone", "Valencia|ES|València", "Las Palmas|ES|Las Palmas de Gran Canaria", "Seville|ES|Sevilla", "Colombo|LK", "Sri Jayawardenepura Kotte|LK|Kotte", "Jaffna|LK", "Trincomalee|LK", "Batticaloa|LK",
  "Khartoum|SD|Khartoum North|Jartum", "Port Sudan|SD|Port-Soudan", "Kassala|SD", "Kosti|SD", "El Fasher|SD|Al Fashir|El-Fasher", "Nyala|SD", "El Geneina|SD|Geneina|Al Junaynah", "Kadugli|SD", "El Obeid|SD|Al-Ubayyid", "Gedaref|SD|Al Qadarif", "Zalingei|SD", "Damazin|SD|Ed Damazin", "Wad Madani|SD|Wad Medani", "Dongola|SD", "Atbara|SD",
  "Paramaribo|SR",
  // Sweden, Switzerland, Syria
  "Stockholm|SE", "Gothenburg|SE|Göteborg", "Malmo|SE|Malmö", "Geneva|CH|Genève|Geneve|Genf|Ginebra|Ginevra|Genebra", "Bern|CH|Berne|Berna", "Zurich|CH|Zürich|Zuerich", "Basel|CH|Bâle|Basle", "Lausanne|CH", "Lugano|CH",
  "Damascus|SY|Damas|Damasco|Dimashq", "Aleppo|SY|Alep|Halab", "Homs|SY", "Hama|SY", "Qamishli|SY|Al-Qamishli|Qamishly", "Tartous|SY|Tartus", "Latakia|SY|Lattakia", "Deir ez-Zor|SY|Deir-ez-Zor|Deir Ezzor", "Hasakeh|SY|Al-Hasakah|Hassakeh", "Idleb|SY|Idlib", "Sweida|SY|As-Suwayda",
  // Taiwan, Tajikistan, Tanzania, Thailand, Timor-Leste, Togo, Tonga, Trinidad, Tunisia
  "Taipei|TW", "Dushanbe|TJ|Douchanbé", "Khujand|TJ", "Dodoma|TZ", "Dar es Salaam|TZ|Dar-es-Salaam|Dar es salaam|Daressalaam|DSM", "Zanzibar|TZ|Zanzibar City|Stone Town", "Arusha|TZ", "Kigoma|TZ", "Kasulu|TZ", "Kibondo|TZ", "Mwanza|TZ", "Mbeya|TZ",
  "Bangkok|TH|Krung Thep", "Chiang Mai|TH", "Mae Sot|TH", "Dili|TL|Díli", "Lome|TG|Lomé", "Nuku'alofa|TO|Nukualofa", "Port of Spain|TT|Port-of-Spain", "Tunis|TN", "Sfax|TN", "Medenine|TN|Médenine", "Zarzis|TN",
  // Türkiye, Turkmenistan, Tuvalu
  "Ankara|TR", "Istanbul|TR|İstanbul", "Gaziantep|TR|Antep", "Sanliurfa|TR|Şanlıurfa|Urfa", "Hatay|TR|Antakya", "Adana|TR", "Izmir|TR|İzmir", "Van|TR", "Kilis|TR", "Mersin|TR", "Kahramanmaras|TR|Kahramanmaraş", "Malatya|TR", "Diyarbakir|TR|Diyarbakır", "Ashgabat|TM|Ashkhabad|Ashgabad|Achgabat", "Funafuti|TV",
  // Uganda, Ukraine
  "Kampala|UG", "Entebbe|UG", "Gulu|UG", "Arua|UG", "Mbarara|UG", "Moroto|UG", "Adjumani|UG", "Pakelle|UG", "Yumbe|UG", "Kiryandongo|UG", "Hoima|UG", "Kyangwali|UG", "Nakivale|UG",
  "Kyiv|UA|Kiev|Kyïv|Kiyv|Kiew|Kiev (Kyiv)", "Kharkiv|UA|Kharkov", "Dnipro|UA|Dnipropetrovsk", "Odesa|UA|Odessa", "Lviv|UA|Lvov|Lwów", "Mykolaiv|UA|Nikolaev", "Zaporizhzhia|UA|Zaporizhzhya|Zaporozhye", "Kramatorsk|UA", "Sloviansk|UA", "Uzhhorod|UA", "Chernivtsi|UA", "Vinnytsia|UA", "Kherson|UA", "Sumy|UA", "Poltava|UA",
  // United Arab Emirates, United Kingdom
  "Abu Dhabi|AE", "Dubai|AE", "Sharjah|AE", "London|GB|Londres|Londra", "Edinburgh|GB", "Oxford|GB", "Cambridge|GB", "Manchester|GB", "Brighton|GB", "Glasgow|GB",
  // United States
  "New York|US|New York City|NYC|NY|New York, NY|New York NY|Nueva York|New-York|NewYork|UN Headquarters|UNHQ|United Nations Headquarters",
  "Washington DC|US|Washington|Washington, DC|Washington, D.C.|Washington D.C.|Washington DC.|Washington D. C.|Washington (DC)|Washington, DC.|DC|D.C.|Washington District of Columbia",
  "Atlanta|US", "Boston|US", "Chicago|US", "Los Angeles|US", "San Francisco|US", "Miami|US", "Seattle|US", "Houston|US",
  // Uruguay, Uzbekistan, Vanuatu, Venezuela, Viet Nam
  "Montevideo|UY", "Tashkent|UZ|Toshkent|Tachkent", "Samarkand|UZ|Samarqand", "Termez|UZ", "Nukus|UZ", "Port Vila|VU|Port-Vila", "Caracas|VE", "Maracaibo|VE", "San Cristobal|VE|San Cristóbal", "Ciudad Guayana|VE|Guayana City|Ciudad Guyana", "San Fernando de Apure|VE", "Puerto Ayacucho|VE", "Ciudad Bolivar|VE|Ciudad Bolívar", "Guasdualito|VE", "Barquisimeto|VE", "Maturin|VE|Maturín",
  "Hanoi|VN|Ha Noi|Hà Nội", "Ho Chi Minh City|VN|Saigon|HCMC", "Da Nang|VN|Danang",
  // Yemen, Zambia, Zimbabwe
  "Sana'a|YE|Sanaa|Sana|Sana’a", "Aden|YE", "Hodeidah|YE|Al Hudaydah|Hudaydah", "Marib|YE|Ma'rib", "Taiz|YE|Ta'iz", "Ibb|YE", "Saada|YE|Sa'ada", "Mukalla|YE|Al Mukalla", "Lusaka|ZM", "Kasama|ZM", "Ndola|ZM", "Harare|ZW", "Bulawayo|ZW",
  // Other capitals and territories
  "Andorra la Vella|AD", "Oranjestad|AW", "Hamilton|BM", "Road Town|VG", "George Town|KY", "Willemstad|CW", "Pago Pago|AS", "Nuuk|GL", "Hagatna|GU|Hagåtña", "Saint Helier|JE", "Douglas|IM",
  "Noumea|NC|Nouméa", "Papeete|PF", "San Juan|PR", "Charlotte Amalie|VI", "Cockburn Town|TC", "Laayoune|EH|El Aaiún|El Ayoun|Laâyoune", "Mamoudzou|YT", "Saint-Denis|RE|Saint Denis", "Cayenne|GF", "Fort-de-France|MQ", "Basse-Terre|GP",
  "Plymouth|MS", "The Valley|AI", "Avarua|CK", "Alofi|NU", "Adamstown|PN", "Jamestown|SH", "Stanley|FK", "Torshavn|FO|Tórshavn", "Mariehamn|AX", "Saint-Pierre|PM", "Mata-Utu|WF", "Philipsburg|SX", "Marigot|MF", "Gustavia|BL", "Kralendijk|BQ",
  "Vatican City|VA", "San Marino|SM", "Saipan|MP", "Gibraltar|GI", "Saint Peter Port|GG", "Fakaofo|TK", "Kingston (Norfolk Island)|NF", "Flying Fish Cove|CX", "West Island|CC",
];

export const CITIES: readonly City[] = ROWS.map((row) => {
  const [name = "", countryCode = "", ...aliases] = row.split("|");
  return { name, countryCode, aliases };
});

// Office-style spellings that point at an existing city entry (kept apart from the table above).
const EXTRA_ALIASES: Record<string, string> = {
  "entebbe rsce": "Entebbe", "regional service centre entebbe": "Entebbe", "unlb": "Brindisi", "brindisi unlb": "Brindisi",
  "un global service centre brindisi": "Brindisi", "valencia unictf": "Valencia", "kuala lumpur gsc": "Kuala Lumpur",
  "kandahar city": "Kandahar", "istanbul regional hub": "Istanbul", "amman regional hub": "Amman", "gao sector": "Gao",
  "hagadera": "Dadaab", "ifo": "Dadaab", "kutupalong": "Cox's Bazar", "bor field office": "Bor", "kalemie sub office": "Kalemie",
  "kosti white nile": "Kosti", "hyderabad sindh": "Hyderabad",
};

const BY_NAME = new Map<string, City>();
for (const city of CITIES) {
  for (const label of [city.name, ...city.aliases]) {
    const key = normaliseName(label);
    if (key && !BY_NAME.has(key)) BY_NAME.set(key, city);
  }
}
for (const [alias, target] of Object.entries(EXTRA_ALIASES)) {
  const city = BY_NAME.get(normaliseName(target));
  if (city && !BY_NAME.has(alias)) BY_NAME.set(alias, city);
}

/** Known city by name or alias; accent-, case- and punctuation-insensitive. */
export function findCity(name: string): City | null {
  if (typeof name !== "string") return null;
  const key = normaliseName(name);
  if (!key) return null;
  return BY_NAME.get(key) ?? null;
}

/** Known city by name, restricted to one country (resolves e.g. "Tripoli" or "Valencia" per country). */
export function findCityInCountry(name: string, countryCode: string): City | null {
  const key = normaliseName(name);
  const city = BY_NAME.get(key);
  if (city?.countryCode === countryCode) return city;
  return CITIES.find((c) => c.countryCode === countryCode && [c.name, ...c.aliases].some((l) => normaliseName(l) === key)) ?? null;
}
