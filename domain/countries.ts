// Countries and territories: ISO 3166-1 alpha-2/alpha-3 codes, a common (UN-style short) name, the UN
// official name, frequent alternative spellings seen in vacancy data (ATS abbreviations such as
// "Eth Fed Dem Rep", inverted ISO names such as "Korea, Republic of", French/Spanish names), and the UN
// M49 region / sub-region / intermediate region used by the region filter. Pure data plus lookups.

export type Region = "Africa" | "Americas" | "Asia" | "Europe" | "Oceania" | "Antarctica";

export type Country = {
  code: string; // ISO 3166-1 alpha-2 (XK for Kosovo, a user-assigned code)
  alpha3: string;
  name: string;
  officialName: string;
  aliases: string[];
  region: Region;
  subRegion: string; // M49 sub-region, e.g. "Sub-Saharan Africa", "Western Europe"
  intermediateRegion: string | null; // M49 intermediate region, e.g. "Eastern Africa", "Caribbean"
};

type SubRegionKey =
  | "NAF"
  | "EAF"
  | "MAF"
  | "SAF"
  | "WAF"
  | "CAR"
  | "CAM"
  | "SAM"
  | "NAM"
  | "CAS"
  | "EAS"
  | "SEA"
  | "SAS"
  | "WAS"
  | "EEU"
  | "NEU"
  | "SEU"
  | "WEU"
  | "ANZ"
  | "MEL"
  | "MIC"
  | "POL"
  | "ANT";

const SUB_REGIONS: Record<SubRegionKey, [Region, string, string | null]> = {
  NAF: ["Africa", "Northern Africa", null],
  EAF: ["Africa", "Sub-Saharan Africa", "Eastern Africa"],
  MAF: ["Africa", "Sub-Saharan Africa", "Middle Africa"],
  SAF: ["Africa", "Sub-Saharan Africa", "Southern Africa"],
  WAF: ["Africa", "Sub-Saharan Africa", "Western Africa"],
  CAR: ["Americas", "Latin America and the Caribbean", "Caribbean"],
  CAM: ["Americas", "Latin America and the Caribbean", "Central America"],
  SAM: ["Americas", "Latin America and the Caribbean", "South America"],
  NAM: ["Americas", "Northern America", null],
  CAS: ["Asia", "Central Asia", null],
  EAS: ["Asia", "Eastern Asia", null],
  SEA: ["Asia", "South-eastern Asia", null],
  SAS: ["Asia", "Southern Asia", null],
  WAS: ["Asia", "Western Asia", null],
  EEU: ["Europe", "Eastern Europe", null],
  NEU: ["Europe", "Northern Europe", null],
  SEU: ["Europe", "Southern Europe", null],
  WEU: ["Europe", "Western Europe", null],
  ANZ: ["Oceania", "Australia and New Zealand", null],
  MEL: ["Oceania", "Melanesia", null],
  MIC: ["Oceania", "Micronesia", null],
  POL: ["Oceania", "Polynesia", null],
  ANT: ["Antarctica", "Antarctica", null],
};

type Row = [string, string, string, string, SubRegionKey, string[]?];

// [alpha-2, alpha-3, common name, UN official name, sub-region, aliases]
const ROWS: Row[] = [
  ["AF", "AFG", "Afghanistan", "Islamic Republic of Afghanistan", "SAS", ["Afganistán"]],
  ["AX", "ALA", "Åland Islands", "Åland Islands", "NEU"],
  ["AL", "ALB", "Albania", "Republic of Albania", "SEU", ["Albanie"]],
  [
    "DZ",
    "DZA",
    "Algeria",
    "People's Democratic Republic of Algeria",
    "NAF",
    ["Algérie", "Argelia"],
  ],
  ["AS", "ASM", "American Samoa", "American Samoa", "POL"],
  ["AD", "AND", "Andorra", "Principality of Andorra", "SEU", ["Andorre"]],
  ["AO", "AGO", "Angola", "Republic of Angola", "MAF"],
  ["AI", "AIA", "Anguilla", "Anguilla", "CAR"],
  ["AQ", "ATA", "Antarctica", "Antarctica", "ANT"],
  ["AG", "ATG", "Antigua and Barbuda", "Antigua and Barbuda", "CAR", ["Antigua"]],
  ["AR", "ARG", "Argentina", "Argentine Republic", "SAM", ["Argentine"]],
  ["AM", "ARM", "Armenia", "Republic of Armenia", "WAS", ["Arménie"]],
  ["AW", "ABW", "Aruba", "Aruba", "CAR"],
  ["AU", "AUS", "Australia", "Commonwealth of Australia", "ANZ", ["Australie"]],
  ["AT", "AUT", "Austria", "Republic of Austria", "WEU", ["Autriche", "Österreich"]],
  ["AZ", "AZE", "Azerbaijan", "Republic of Azerbaijan", "WAS", ["Azerbaïdjan", "Azerbaiyán"]],
  ["BS", "BHS", "Bahamas", "Commonwealth of the Bahamas", "CAR", ["The Bahamas", "Bahamas, The"]],
  ["BH", "BHR", "Bahrain", "Kingdom of Bahrain", "WAS", ["Bahreïn", "Bahréin"]],
  ["BD", "BGD", "Bangladesh", "People's Republic of Bangladesh", "SAS"],
  ["BB", "BRB", "Barbados", "Barbados", "CAR", ["Barbade"]],
  ["BY", "BLR", "Belarus", "Republic of Belarus", "EEU", ["Bélarus", "Belorussia", "Bielorrusia"]],
  ["BE", "BEL", "Belgium", "Kingdom of Belgium", "WEU", ["Belgique", "België", "Bélgica"]],
  ["BZ", "BLZ", "Belize", "Belize", "CAM", ["Belice"]],
  ["BJ", "BEN", "Benin", "Republic of Benin", "WAF", ["Bénin"]],
  ["BM", "BMU", "Bermuda", "Bermuda", "NAM"],
  ["BT", "BTN", "Bhutan", "Kingdom of Bhutan", "SAS", ["Bhoutan"]],
  [
    "BO",
    "BOL",
    "Bolivia",
    "Plurinational State of Bolivia",
    "SAM",
    ["Bolivia (Plurinational State of)", "Bolivie", "Estado Plurinacional de Bolivia"],
  ],
  [
    "BQ",
    "BES",
    "Bonaire, Sint Eustatius and Saba",
    "Bonaire, Sint Eustatius and Saba",
    "CAR",
    ["Caribbean Netherlands"],
  ],
  [
    "BA",
    "BIH",
    "Bosnia and Herzegovina",
    "Bosnia and Herzegovina",
    "SEU",
    [
      "Bosnia & Herzegovina",
      "Bosnia-Herzegovina",
      "BiH",
      "Bosnie-Herzégovine",
      "Bosnia y Herzegovina",
    ],
  ],
  ["BW", "BWA", "Botswana", "Republic of Botswana", "SAF"],
  ["BV", "BVT", "Bouvet Island", "Bouvet Island", "SAM"],
  ["BR", "BRA", "Brazil", "Federative Republic of Brazil", "SAM", ["Brasil", "Brésil"]],
  ["IO", "IOT", "British Indian Ocean Territory", "British Indian Ocean Territory", "EAF"],
  [
    "VG",
    "VGB",
    "British Virgin Islands",
    "British Virgin Islands",
    "CAR",
    ["Virgin Islands, British"],
  ],
  ["BN", "BRN", "Brunei Darussalam", "Brunei Darussalam", "SEA", ["Brunei"]],
  ["BG", "BGR", "Bulgaria", "Republic of Bulgaria", "EEU", ["Bulgarie"]],
  ["BF", "BFA", "Burkina Faso", "Burkina Faso", "WAF"],
  ["BI", "BDI", "Burundi", "Republic of Burundi", "EAF"],
  [
    "CV",
    "CPV",
    "Cabo Verde",
    "Republic of Cabo Verde",
    "WAF",
    ["Cape Verde", "Cap-Vert", "Cabo Verde Islands"],
  ],
  ["KH", "KHM", "Cambodia", "Kingdom of Cambodia", "SEA", ["Cambodge", "Camboya", "Kampuchea"]],
  ["CM", "CMR", "Cameroon", "Republic of Cameroon", "MAF", ["Cameroun", "Camerún"]],
  ["CA", "CAN", "Canada", "Canada", "NAM", ["Canadá"]],
  ["KY", "CYM", "Cayman Islands", "Cayman Islands", "CAR"],
  [
    "CF",
    "CAF",
    "Central African Republic",
    "Central African Republic",
    "MAF",
    [
      "CAR",
      "République centrafricaine",
      "Centrafrique",
      "República Centroafricana",
      "Central African Rep.",
    ],
  ],
  ["TD", "TCD", "Chad", "Republic of Chad", "MAF", ["Tchad"]],
  ["CL", "CHL", "Chile", "Republic of Chile", "SAM", ["Chili"]],
  [
    "CN",
    "CHN",
    "China",
    "People's Republic of China",
    "EAS",
    ["PRC", "Chine", "P.R. China", "Mainland China"],
  ],
  ["CX", "CXR", "Christmas Island", "Christmas Island", "ANZ"],
  ["CC", "CCK", "Cocos (Keeling) Islands", "Cocos (Keeling) Islands", "ANZ"],
  ["CO", "COL", "Colombia", "Republic of Colombia", "SAM", ["Colombie"]],
  ["KM", "COM", "Comoros", "Union of the Comoros", "EAF", ["Comores", "Comoras"]],
  [
    "CG",
    "COG",
    "Congo",
    "Republic of the Congo",
    "MAF",
    [
      "Republic of Congo",
      "Congo-Brazzaville",
      "Congo Brazzaville",
      "Congo, Rep.",
      "Congo, Republic of",
      "Congo, Republic of the",
      "Rep. of the Congo",
      "République du Congo",
    ],
  ],
  [
    "CD",
    "COD",
    "Democratic Republic of the Congo",
    "Democratic Republic of the Congo",
    "MAF",
    [
      "DR Congo",
      "DRC",
      "D.R. Congo",
      "DR of Congo",
      "Democratic Republic of Congo",
      "Dem. Rep. of the Congo",
      "Dem. Rep. Congo",
      "Dem. Rep. of Congo",
      "Congo, Dem. Rep.",
      "Congo, Democratic Republic of the",
      "Congo, The Democratic Republic of the",
      "Congo-Kinshasa",
      "RDC",
      "R.D. Congo",
      "R.D.Congo",
      "RD Congo",
      "République démocratique du Congo",
      "República Democrática del Congo",
      "Zaire",
    ],
  ],
  ["CK", "COK", "Cook Islands", "Cook Islands", "POL"],
  ["CR", "CRI", "Costa Rica", "Republic of Costa Rica", "CAM"],
  [
    "CI",
    "CIV",
    "Côte d'Ivoire",
    "Republic of Côte d'Ivoire",
    "WAF",
    ["Cote d Ivoire", "Ivory Coast", "Costa de Marfil", "Cote dIvoire"],
  ],
  ["HR", "HRV", "Croatia", "Republic of Croatia", "SEU", ["Croatie", "Croacia", "Hrvatska"]],
  ["CU", "CUB", "Cuba", "Republic of Cuba", "CAR"],
  ["CW", "CUW", "Curaçao", "Curaçao", "CAR"],
  ["CY", "CYP", "Cyprus", "Republic of Cyprus", "WAS", ["Chypre", "Chipre"]],
  [
    "CZ",
    "CZE",
    "Czechia",
    "Czech Republic",
    "EEU",
    ["Czech Republic", "République tchèque", "Chequia", "República Checa"],
  ],
  ["DK", "DNK", "Denmark", "Kingdom of Denmark", "NEU", ["Danemark", "Dinamarca", "Danmark"]],
  ["DJ", "DJI", "Djibouti", "Republic of Djibouti", "EAF", ["Yibuti"]],
  ["DM", "DMA", "Dominica", "Commonwealth of Dominica", "CAR", ["Dominique"]],
  [
    "DO",
    "DOM",
    "Dominican Republic",
    "Dominican Republic",
    "CAR",
    ["República Dominicana", "Republica Dominicana", "République dominicaine", "Dominican Rep."],
  ],
  ["EC", "ECU", "Ecuador", "Republic of Ecuador", "SAM", ["Équateur"]],
  [
    "EG",
    "EGY",
    "Egypt",
    "Arab Republic of Egypt",
    "NAF",
    ["Égypte", "Egipto", "Egypt, Arab Rep.", "Egypt, Arab Republic of"],
  ],
  ["SV", "SLV", "El Salvador", "Republic of El Salvador", "CAM", ["Salvador"]],
  [
    "GQ",
    "GNQ",
    "Equatorial Guinea",
    "Republic of Equatorial Guinea",
    "MAF",
    ["Guinée équatoriale", "Guinea Ecuatorial"],
  ],
  ["ER", "ERI", "Eritrea", "State of Eritrea", "EAF", ["Érythrée"]],
  ["EE", "EST", "Estonia", "Republic of Estonia", "NEU", ["Estonie"]],
  ["SZ", "SWZ", "Eswatini", "Kingdom of Eswatini", "SAF", ["Swaziland", "eSwatini"]],
  [
    "ET",
    "ETH",
    "Ethiopia",
    "Federal Democratic Republic of Ethiopia",
    "EAF",
    ["Éthiopie", "Etiopía", "Eth Fed Dem Rep", "Ethiopia, Fed. Dem. Rep."],
  ],
  [
    "FK",
    "FLK",
    "Falkland Islands (Malvinas)",
    "Falkland Islands (Malvinas)",
    "SAM",
    ["Falkland Islands", "Malvinas"],
  ],
  ["FO", "FRO", "Faroe Islands", "Faroe Islands", "NEU"],
  ["FJ", "FJI", "Fiji", "Republic of Fiji", "MEL", ["Fidji", "Fiyi"]],
  ["FI", "FIN", "Finland", "Republic of Finland", "NEU", ["Finlande", "Finlandia", "Suomi"]],
  ["FR", "FRA", "France", "French Republic", "WEU", ["Francia", "Frankreich"]],
  ["GF", "GUF", "French Guiana", "French Guiana", "SAM", ["Guyane"]],
  ["PF", "PYF", "French Polynesia", "French Polynesia", "POL"],
  ["TF", "ATF", "French Southern Territories", "French Southern and Antarctic Lands", "EAF"],
  ["GA", "GAB", "Gabon", "Gabonese Republic", "MAF", ["Gabón"]],
  ["GM", "GMB", "Gambia", "Republic of the Gambia", "WAF", ["The Gambia", "Gambia, The", "Gambie"]],
  ["GE", "GEO", "Georgia", "Georgia", "WAS", ["Géorgie"]],
  [
    "DE",
    "DEU",
    "Germany",
    "Federal Republic of Germany",
    "WEU",
    ["Allemagne", "Alemania", "Deutschland"],
  ],
  ["GH", "GHA", "Ghana", "Republic of Ghana", "WAF"],
  ["GI", "GIB", "Gibraltar", "Gibraltar", "SEU"],
  ["GR", "GRC", "Greece", "Hellenic Republic", "SEU", ["Grèce", "Grecia", "Hellas"]],
  ["GL", "GRL", "Greenland", "Greenland", "NAM"],
  ["GD", "GRD", "Grenada", "Grenada", "CAR"],
  ["GP", "GLP", "Guadeloupe", "Guadeloupe", "CAR"],
  ["GU", "GUM", "Guam", "Guam", "MIC"],
  ["GT", "GTM", "Guatemala", "Republic of Guatemala", "CAM"],
  ["GG", "GGY", "Guernsey", "Guernsey", "NEU"],
  [
    "GN",
    "GIN",
    "Guinea",
    "Republic of Guinea",
    "WAF",
    ["Guinée", "Guinea Conakry", "Guinea-Conakry"],
  ],
  [
    "GW",
    "GNB",
    "Guinea-Bissau",
    "Republic of Guinea-Bissau",
    "WAF",
    ["Guinée-Bissau", "Guinea Bissau"],
  ],
  ["GY", "GUY", "Guyana", "Co-operative Republic of Guyana", "SAM"],
  ["HT", "HTI", "Haiti", "Republic of Haiti", "CAR", ["Haïti", "Haití"]],
  ["HM", "HMD", "Heard Island and McDonald Islands", "Heard Island and McDonald Islands", "ANZ"],
  [
    "VA",
    "VAT",
    "Holy See",
    "Holy See",
    "SEU",
    ["Vatican", "Vatican City", "Holy See (Vatican City State)"],
  ],
  ["HN", "HND", "Honduras", "Republic of Honduras", "CAM"],
  [
    "HK",
    "HKG",
    "Hong Kong",
    "Hong Kong Special Administrative Region of China",
    "EAS",
    ["Hong Kong SAR", "Hong Kong, China", "China, Hong Kong SAR", "Hong Kong SAR, China"],
  ],
  ["HU", "HUN", "Hungary", "Hungary", "EEU", ["Hongrie", "Hungría", "Magyarország"]],
  ["IS", "ISL", "Iceland", "Iceland", "NEU", ["Islande", "Islandia"]],
  ["IN", "IND", "India", "Republic of India", "SAS", ["Inde"]],
  ["ID", "IDN", "Indonesia", "Republic of Indonesia", "SEA", ["Indonésie"]],
  [
    "IR",
    "IRN",
    "Iran",
    "Islamic Republic of Iran",
    "SAS",
    ["Iran (Islamic Republic of)", "Iran, Islamic Republic of", "Iran, Islamic Rep.", "Irán"],
  ],
  ["IQ", "IRQ", "Iraq", "Republic of Iraq", "WAS", ["Irak"]],
  ["IE", "IRL", "Ireland", "Ireland", "NEU", ["Irlande", "Irlanda", "Éire"]],
  ["IM", "IMN", "Isle of Man", "Isle of Man", "NEU"],
  ["IL", "ISR", "Israel", "State of Israel", "WAS", ["Israël"]],
  ["IT", "ITA", "Italy", "Italian Republic", "SEU", ["Italie", "Italia"]],
  ["JM", "JAM", "Jamaica", "Jamaica", "CAR", ["Jamaïque"]],
  ["JP", "JPN", "Japan", "Japan", "EAS", ["Japon", "Japón", "Nippon"]],
  ["JE", "JEY", "Jersey", "Jersey", "NEU"],
  ["JO", "JOR", "Jordan", "Hashemite Kingdom of Jordan", "WAS", ["Jordanie", "Jordania"]],
  ["KZ", "KAZ", "Kazakhstan", "Republic of Kazakhstan", "CAS", ["Kazajstán"]],
  ["KE", "KEN", "Kenya", "Republic of Kenya", "EAF", ["Kenia"]],
  ["KI", "KIR", "Kiribati", "Republic of Kiribati", "MIC"],
  [
    "KP",
    "PRK",
    "Democratic People's Republic of Korea",
    "Democratic People's Republic of Korea",
    "EAS",
    [
      "DPRK",
      "North Korea",
      "Korea, Dem. People's Rep.",
      "Korea, Democratic People's Republic of",
      "Korea DPR",
    ],
  ],
  [
    "KR",
    "KOR",
    "Republic of Korea",
    "Republic of Korea",
    "EAS",
    [
      "South Korea",
      "Korea",
      "Korea, Republic of",
      "Korea, Rep.",
      "Rep. of Korea",
      "Corée du Sud",
      "República de Corea",
      "Corea del Sur",
    ],
  ],
  [
    "XK",
    "XKX",
    "Kosovo",
    "Kosovo (under UNSC resolution 1244 (1999))",
    "SEU",
    [
      "Kosovo (UNSCR 1244)",
      "Kosovo (under UNSCR 1244)",
      "Kosovo (as per UNSCR 1244)",
      "Kosovo (SCR 1244)",
      "Kosovo under UNSC Resolution 1244",
      "Kosovo (UNSC 1244)",
      "Kosovo*",
    ],
  ],
  ["KW", "KWT", "Kuwait", "State of Kuwait", "WAS", ["Koweït"]],
  [
    "KG",
    "KGZ",
    "Kyrgyzstan",
    "Kyrgyz Republic",
    "CAS",
    ["Kyrgyz Republic", "Kirghizistan", "Kirguistán"],
  ],
  [
    "LA",
    "LAO",
    "Lao PDR",
    "Lao People's Democratic Republic",
    "SEA",
    [
      "Laos",
      "Lao",
      "Lao P.D.R.",
      "Lao People's Dem. Rep.",
      "Lao People's Dem Rep",
      "Lao Peoples Democratic Republic",
      "Lao, People's Democratic Republic",
    ],
  ],
  ["LV", "LVA", "Latvia", "Republic of Latvia", "NEU", ["Lettonie", "Letonia"]],
  ["LB", "LBN", "Lebanon", "Lebanese Republic", "WAS", ["Liban", "Líbano"]],
  ["LS", "LSO", "Lesotho", "Kingdom of Lesotho", "SAF"],
  ["LR", "LBR", "Liberia", "Republic of Liberia", "WAF", ["Libéria"]],
  ["LY", "LBY", "Libya", "State of Libya", "NAF", ["Libye", "Libia", "Libyan Arab Jamahiriya"]],
  ["LI", "LIE", "Liechtenstein", "Principality of Liechtenstein", "WEU"],
  ["LT", "LTU", "Lithuania", "Republic of Lithuania", "NEU", ["Lituanie", "Lituania"]],
  ["LU", "LUX", "Luxembourg", "Grand Duchy of Luxembourg", "WEU", ["Luxemburgo", "Luxemburg"]],
  [
    "MO",
    "MAC",
    "Macao",
    "Macao Special Administrative Region of China",
    "EAS",
    ["Macau", "Macao SAR", "China, Macao SAR"],
  ],
  ["MG", "MDG", "Madagascar", "Republic of Madagascar", "EAF"],
  ["MW", "MWI", "Malawi", "Republic of Malawi", "EAF"],
  ["MY", "MYS", "Malaysia", "Malaysia", "SEA", ["Malaisie", "Malasia"]],
  ["MV", "MDV", "Maldives", "Republic of Maldives", "SAS", ["Maldivas"]],
  ["ML", "MLI", "Mali", "Republic of Mali", "WAF"],
  ["MT", "MLT", "Malta", "Republic of Malta", "SEU", ["Malte"]],
  ["MH", "MHL", "Marshall Islands", "Republic of the Marshall Islands", "MIC"],
  ["MQ", "MTQ", "Martinique", "Martinique", "CAR"],
  ["MR", "MRT", "Mauritania", "Islamic Republic of Mauritania", "WAF", ["Mauritanie"]],
  ["MU", "MUS", "Mauritius", "Republic of Mauritius", "EAF", ["Maurice", "Mauricio"]],
  ["YT", "MYT", "Mayotte", "Mayotte", "EAF"],
  ["MX", "MEX", "Mexico", "United Mexican States", "CAM", ["México", "Mexique"]],
  [
    "FM",
    "FSM",
    "Micronesia (Federated States of)",
    "Federated States of Micronesia",
    "MIC",
    ["Micronesia", "Micronesia, Federated States of", "Micronesia, Fed. Sts.", "FSM"],
  ],
  [
    "MD",
    "MDA",
    "Moldova",
    "Republic of Moldova",
    "EEU",
    ["Republic of Moldova", "Moldova, Republic of", "Moldavie"],
  ],
  ["MC", "MCO", "Monaco", "Principality of Monaco", "WEU", ["Mónaco"]],
  ["MN", "MNG", "Mongolia", "Mongolia", "EAS", ["Mongolie"]],
  ["ME", "MNE", "Montenegro", "Montenegro", "SEU", ["Monténégro"]],
  ["MS", "MSR", "Montserrat", "Montserrat", "CAR"],
  ["MA", "MAR", "Morocco", "Kingdom of Morocco", "NAF", ["Maroc", "Marruecos"]],
  ["MZ", "MOZ", "Mozambique", "Republic of Mozambique", "EAF", ["Moçambique"]],
  ["MM", "MMR", "Myanmar", "Republic of the Union of Myanmar", "SEA", ["Burma"]],
  ["NA", "NAM", "Namibia", "Republic of Namibia", "SAF", ["Namibie"]],
  ["NR", "NRU", "Nauru", "Republic of Nauru", "MIC"],
  ["NP", "NPL", "Nepal", "Federal Democratic Republic of Nepal", "SAS", ["Népal"]],
  [
    "NL",
    "NLD",
    "Netherlands",
    "Kingdom of the Netherlands",
    "WEU",
    [
      "The Netherlands",
      "Netherlands (Kingdom of the)",
      "Holland",
      "Pays-Bas",
      "Países Bajos",
      "Nederland",
    ],
  ],
  ["NC", "NCL", "New Caledonia", "New Caledonia", "MEL", ["Nouvelle-Calédonie"]],
  [
    "NZ",
    "NZL",
    "New Zealand",
    "New Zealand",
    "ANZ",
    ["Aotearoa", "Nouvelle-Zélande", "Nueva Zelanda"],
  ],
  ["NI", "NIC", "Nicaragua", "Republic of Nicaragua", "CAM"],
  ["NE", "NER", "Niger", "Republic of the Niger", "WAF", ["The Niger"]],
  ["NG", "NGA", "Nigeria", "Federal Republic of Nigeria", "WAF", ["Nigéria"]],
  ["NU", "NIU", "Niue", "Niue", "POL"],
  ["NF", "NFK", "Norfolk Island", "Norfolk Island", "ANZ"],
  [
    "MK",
    "MKD",
    "North Macedonia",
    "Republic of North Macedonia",
    "SEU",
    [
      "Macedonia",
      "FYROM",
      "Former Yugoslav Republic of Macedonia",
      "The former Yugoslav Republic of Macedonia",
      "Macédoine du Nord",
      "Macedonia del Norte",
    ],
  ],
  ["MP", "MNP", "Northern Mariana Islands", "Commonwealth of the Northern Mariana Islands", "MIC"],
  ["NO", "NOR", "Norway", "Kingdom of Norway", "NEU", ["Norvège", "Noruega", "Norge"]],
  ["OM", "OMN", "Oman", "Sultanate of Oman", "WAS", ["Omán"]],
  ["PK", "PAK", "Pakistan", "Islamic Republic of Pakistan", "SAS", ["Pakistán"]],
  ["PW", "PLW", "Palau", "Republic of Palau", "MIC"],
  [
    "PS",
    "PSE",
    "Palestine",
    "State of Palestine",
    "WAS",
    [
      "State of Palestine",
      "occupied Palestinian territory",
      "Occupied Palestinian Territories",
      "oPt",
      "Palestinian Territory",
      "Palestinian Territories",
      "Palestine, State of",
      "West Bank and Gaza",
      "West Bank & Gaza",
      "Gaza Strip",
      "West Bank",
      "Gaza",
      "Territoire palestinien occupé",
    ],
  ],
  ["PA", "PAN", "Panama", "Republic of Panama", "CAM", ["Panamá"]],
  [
    "PG",
    "PNG",
    "Papua New Guinea",
    "Independent State of Papua New Guinea",
    "MEL",
    ["PNG", "Papouasie-Nouvelle-Guinée"],
  ],
  ["PY", "PRY", "Paraguay", "Republic of Paraguay", "SAM"],
  ["PE", "PER", "Peru", "Republic of Peru", "SAM", ["Perú", "Pérou"]],
  [
    "PH",
    "PHL",
    "Philippines",
    "Republic of the Philippines",
    "SEA",
    ["The Philippines", "Filipinas"],
  ],
  ["PN", "PCN", "Pitcairn", "Pitcairn", "POL", ["Pitcairn Islands"]],
  ["PL", "POL", "Poland", "Republic of Poland", "EEU", ["Pologne", "Polonia", "Polska"]],
  ["PT", "PRT", "Portugal", "Portuguese Republic", "SEU"],
  ["PR", "PRI", "Puerto Rico", "Puerto Rico", "CAR", ["Porto Rico"]],
  ["QA", "QAT", "Qatar", "State of Qatar", "WAS", ["Catar"]],
  ["RE", "REU", "Réunion", "Réunion", "EAF", ["La Réunion"]],
  ["RO", "ROU", "Romania", "Romania", "EEU", ["Roumanie", "Rumania", "România"]],
  ["RU", "RUS", "Russian Federation", "Russian Federation", "EEU", ["Russia", "Russie", "Rusia"]],
  ["RW", "RWA", "Rwanda", "Republic of Rwanda", "EAF", ["Ruanda"]],
  ["BL", "BLM", "Saint Barthélemy", "Saint Barthélemy", "CAR"],
  ["SH", "SHN", "Saint Helena", "Saint Helena, Ascension and Tristan da Cunha", "WAF"],
  [
    "KN",
    "KNA",
    "Saint Kitts and Nevis",
    "Saint Kitts and Nevis",
    "CAR",
    ["St Kitts and Nevis", "St. Kitts and Nevis"],
  ],
  ["LC", "LCA", "Saint Lucia", "Saint Lucia", "CAR", ["St Lucia", "St. Lucia", "Sainte-Lucie"]],
  [
    "MF",
    "MAF",
    "Saint Martin (French part)",
    "Saint Martin (French part)",
    "CAR",
    ["Saint Martin"],
  ],
  ["PM", "SPM", "Saint Pierre and Miquelon", "Saint Pierre and Miquelon", "NAM"],
  [
    "VC",
    "VCT",
    "Saint Vincent and the Grenadines",
    "Saint Vincent and the Grenadines",
    "CAR",
    ["St Vincent and the Grenadines", "St. Vincent and the Grenadines", "Saint Vincent"],
  ],
  ["WS", "WSM", "Samoa", "Independent State of Samoa", "POL"],
  ["SM", "SMR", "San Marino", "Republic of San Marino", "SEU", ["Saint-Marin"]],
  [
    "ST",
    "STP",
    "Sao Tome and Principe",
    "Democratic Republic of Sao Tome and Principe",
    "MAF",
    ["São Tomé and Príncipe", "Sao Tome & Principe", "Sao Tome", "São Tomé-et-Principe"],
  ],
  [
    "SA",
    "SAU",
    "Saudi Arabia",
    "Kingdom of Saudi Arabia",
    "WAS",
    ["KSA", "Arabie saoudite", "Arabia Saudita"],
  ],
  ["SN", "SEN", "Senegal", "Republic of Senegal", "WAF", ["Sénégal"]],
  ["RS", "SRB", "Serbia", "Republic of Serbia", "SEU", ["Serbie"]],
  ["SC", "SYC", "Seychelles", "Republic of Seychelles", "EAF"],
  ["SL", "SLE", "Sierra Leone", "Republic of Sierra Leone", "WAF"],
  ["SG", "SGP", "Singapore", "Republic of Singapore", "SEA", ["Singapour", "Singapur"]],
  ["SX", "SXM", "Sint Maarten (Dutch part)", "Sint Maarten (Dutch part)", "CAR", ["Sint Maarten"]],
  [
    "SK",
    "SVK",
    "Slovakia",
    "Slovak Republic",
    "EEU",
    ["Slovak Republic", "Slovaquie", "Eslovaquia"],
  ],
  ["SI", "SVN", "Slovenia", "Republic of Slovenia", "SEU", ["Slovénie", "Eslovenia"]],
  ["SB", "SLB", "Solomon Islands", "Solomon Islands", "MEL", ["Îles Salomon", "Islas Salomón"]],
  ["SO", "SOM", "Somalia", "Federal Republic of Somalia", "EAF", ["Somalie"]],
  [
    "ZA",
    "ZAF",
    "South Africa",
    "Republic of South Africa",
    "SAF",
    ["Afrique du Sud", "Sudáfrica", "RSA"],
  ],
  [
    "GS",
    "SGS",
    "South Georgia and the South Sandwich Islands",
    "South Georgia and the South Sandwich Islands",
    "SAM",
  ],
  [
    "SS",
    "SSD",
    "South Sudan",
    "Republic of South Sudan",
    "EAF",
    ["Soudan du Sud", "Sudán del Sur", "Republic of South Sudan"],
  ],
  ["ES", "ESP", "Spain", "Kingdom of Spain", "SEU", ["España", "Espagne"]],
  ["LK", "LKA", "Sri Lanka", "Democratic Socialist Republic of Sri Lanka", "SAS"],
  ["SD", "SDN", "Sudan", "Republic of the Sudan", "NAF", ["The Sudan", "Soudan", "Sudán"]],
  ["SR", "SUR", "Suriname", "Republic of Suriname", "SAM", ["Surinam"]],
  ["SJ", "SJM", "Svalbard and Jan Mayen", "Svalbard and Jan Mayen Islands", "NEU"],
  ["SE", "SWE", "Sweden", "Kingdom of Sweden", "NEU", ["Suède", "Suecia", "Sverige"]],
  [
    "CH",
    "CHE",
    "Switzerland",
    "Swiss Confederation",
    "WEU",
    ["Suisse", "Schweiz", "Svizzera", "Suiza", "Swiss"],
  ],
  [
    "SY",
    "SYR",
    "Syria",
    "Syrian Arab Republic",
    "WAS",
    ["Syrian Arab Republic", "Syrian Arab Rep.", "Syrie", "Siria"],
  ],
  [
    "TW",
    "TWN",
    "Taiwan",
    "Taiwan, Province of China",
    "EAS",
    ["Taiwan, Province of China", "Chinese Taipei", "Taiwan, China"],
  ],
  ["TJ", "TJK", "Tajikistan", "Republic of Tajikistan", "CAS", ["Tadjikistan", "Tayikistán"]],
  [
    "TZ",
    "TZA",
    "Tanzania",
    "United Republic of Tanzania",
    "EAF",
    ["United Republic of Tanzania", "Tanzania, United Republic of", "Tanzanie"],
  ],
  ["TH", "THA", "Thailand", "Kingdom of Thailand", "SEA", ["Thaïlande", "Tailandia"]],
  [
    "TL",
    "TLS",
    "Timor-Leste",
    "Democratic Republic of Timor-Leste",
    "SEA",
    ["East Timor", "Timor Leste", "Timor Oriental"],
  ],
  ["TG", "TGO", "Togo", "Togolese Republic", "WAF"],
  ["TK", "TKL", "Tokelau", "Tokelau", "POL"],
  ["TO", "TON", "Tonga", "Kingdom of Tonga", "POL"],
  [
    "TT",
    "TTO",
    "Trinidad and Tobago",
    "Republic of Trinidad and Tobago",
    "CAR",
    ["Trinidad & Tobago", "Trinidad", "Trinité-et-Tobago", "Trinidad y Tobago"],
  ],
  ["TN", "TUN", "Tunisia", "Republic of Tunisia", "NAF", ["Tunisie", "Túnez"]],
  [
    "TR",
    "TUR",
    "Türkiye",
    "Republic of Türkiye",
    "WAS",
    ["Turkey", "Turkiye", "Turkiye Republic", "Turquie", "Turquía"],
  ],
  ["TM", "TKM", "Turkmenistan", "Turkmenistan", "CAS", ["Turkménistan", "Turkmenistán"]],
  ["TC", "TCA", "Turks and Caicos Islands", "Turks and Caicos Islands", "CAR"],
  ["TV", "TUV", "Tuvalu", "Tuvalu", "POL"],
  ["UG", "UGA", "Uganda", "Republic of Uganda", "EAF", ["Ouganda"]],
  ["UA", "UKR", "Ukraine", "Ukraine", "EEU", ["Ucrania", "Ukraina"]],
  [
    "AE",
    "ARE",
    "United Arab Emirates",
    "United Arab Emirates",
    "WAS",
    ["UAE", "U.A.E.", "Emirates", "Émirats arabes unis", "Emiratos Árabes Unidos"],
  ],
  [
    "GB",
    "GBR",
    "United Kingdom",
    "United Kingdom of Great Britain and Northern Ireland",
    "NEU",
    [
      "UK",
      "U.K.",
      "Great Britain",
      "Britain",
      "England",
      "Scotland",
      "Wales",
      "Northern Ireland",
      "Royaume-Uni",
      "Reino Unido",
    ],
  ],
  [
    "US",
    "USA",
    "United States",
    "United States of America",
    "NAM",
    [
      "USA",
      "U.S.A.",
      "US",
      "U.S.",
      "United States of America",
      "America",
      "États-Unis",
      "Etats-Unis d'Amérique",
      "Estados Unidos",
      "Estados Unidos de América",
      "EE.UU.",
      "EEUU",
    ],
  ],
  [
    "UM",
    "UMI",
    "United States Minor Outlying Islands",
    "United States Minor Outlying Islands",
    "MIC",
  ],
  [
    "VI",
    "VIR",
    "United States Virgin Islands",
    "United States Virgin Islands",
    "CAR",
    ["US Virgin Islands", "Virgin Islands, U.S."],
  ],
  ["UY", "URY", "Uruguay", "Eastern Republic of Uruguay", "SAM"],
  [
    "UZ",
    "UZB",
    "Uzbekistan",
    "Republic of Uzbekistan",
    "CAS",
    ["Rep. of Uzbekistan", "Ouzbékistan", "Uzbekistán"],
  ],
  ["VU", "VUT", "Vanuatu", "Republic of Vanuatu", "MEL"],
  [
    "VE",
    "VEN",
    "Venezuela",
    "Bolivarian Republic of Venezuela",
    "SAM",
    [
      "Venezuela (Bolivarian Republic of)",
      "Venezuela, RB",
      "Venezuela, Bolivarian Republic of",
      "República Bolivariana de Venezuela",
    ],
  ],
  ["VN", "VNM", "Viet Nam", "Socialist Republic of Viet Nam", "SEA", ["Vietnam", "Viêt Nam"]],
  ["WF", "WLF", "Wallis and Futuna", "Wallis and Futuna Islands", "POL"],
  ["EH", "ESH", "Western Sahara", "Western Sahara", "NAF", ["Sahara occidental"]],
  ["YE", "YEM", "Yemen", "Republic of Yemen", "WAS", ["Yémen", "Yemen, Rep.", "Republic of Yemen"]],
  ["ZM", "ZMB", "Zambia", "Republic of Zambia", "EAF", ["Zambie"]],
  ["ZW", "ZWE", "Zimbabwe", "Republic of Zimbabwe", "EAF"],
];

export const COUNTRIES: readonly Country[] = ROWS.map(
  ([code, alpha3, name, officialName, key, aliases]) => {
    const [region, subRegion, intermediateRegion] = SUB_REGIONS[key];
    return {
      code,
      alpha3,
      name,
      officialName,
      aliases: aliases ?? [],
      region,
      subRegion,
      intermediateRegion,
    };
  },
);

export const REGIONS: readonly Region[] = ["Africa", "Americas", "Asia", "Europe", "Oceania"];

/** Words of ASCII letters and digits with single spaces between them need only lower-casing. */
const PLAIN_NAME = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

/** Lower-case, strip accents, turn punctuation into spaces, collapse whitespace; drops a leading "the". */
export function normaliseName(value: string): string {
  if (PLAIN_NAME.test(value)) {
    const lower = value.toLowerCase();
    return lower.startsWith("the ") ? lower.slice(4) : lower;
  }
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’‘`´']/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9*]+/g, " ")
    .trim()
    .replace(/^the /, "");
}

const BY_CODE = new Map<string, Country>();
const BY_NAME = new Map<string, Country>();

for (const country of COUNTRIES) {
  BY_CODE.set(country.code, country);
  BY_CODE.set(country.alpha3, country);
  for (const label of [country.name, country.officialName, ...country.aliases]) {
    const key = normaliseName(label);
    if (key && !BY_NAME.has(key)) BY_NAME.set(key, country);
  }
}

/** Country by name, official name or alias only (no code matching). */
export function findCountryByName(name: string): Country | null {
  const key = normaliseName(name);
  if (!key) return null;
  return BY_NAME.get(key) ?? BY_NAME.get(key.replace(/\*$/, "").trim()) ?? null;
}

/** Country by ISO alpha-2 or alpha-3 code (case-insensitive). */
export function findCountryByCode(code: string): Country | null {
  const key = code.trim().toUpperCase();
  if (!/^[A-Z]{2,3}$/.test(key)) return null;
  return BY_CODE.get(key) ?? null;
}

/** Country by name, alias, alpha-2 or alpha-3 code; accent- and case-insensitive. */
export function findCountry(nameOrCode: string): Country | null {
  if (typeof nameOrCode !== "string") return null;
  return findCountryByName(nameOrCode) ?? findCountryByCode(nameOrCode);
}

export function isKnownCountryCode(code: string): boolean {
  return BY_CODE.has(code) && code.length === 2;
}

/** Flag emoji for an alpha-2 code (regional indicator pair); "🌐" for anything unknown. */
export function getFlagEmoji(code: string | null | undefined): string {
  const country = code ? findCountryByCode(code) : null;
  if (!country) return "🌐";
  return [...country.code]
    .map((letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65))
    .join("");
}
