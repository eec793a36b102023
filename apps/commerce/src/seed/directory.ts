import type { countries, regions } from "../db/schema.ts";

type CountryRow = typeof countries.$inferInsert;
type RegionRow = typeof regions.$inferInsert;

// ISO 3166-1 alpha-2 and alpha-3 codes; English names come from ICU (Intl.DisplayNames), as Magento's do.
const ISO_CODES = `
AD:AND AE:ARE AF:AFG AG:ATG AI:AIA AL:ALB AM:ARM AO:AGO AQ:ATA AR:ARG AS:ASM AT:AUT AU:AUS AW:ABW AX:ALA AZ:AZE
BA:BIH BB:BRB BD:BGD BE:BEL BF:BFA BG:BGR BH:BHR BI:BDI BJ:BEN BL:BLM BM:BMU BN:BRN BO:BOL BQ:BES BR:BRA BS:BHS
BT:BTN BV:BVT BW:BWA BY:BLR BZ:BLZ CA:CAN CC:CCK CD:COD CF:CAF CG:COG CH:CHE CI:CIV CK:COK CL:CHL CM:CMR CN:CHN
CO:COL CR:CRI CU:CUB CV:CPV CW:CUW CX:CXR CY:CYP CZ:CZE DE:DEU DJ:DJI DK:DNK DM:DMA DO:DOM DZ:DZA EC:ECU EE:EST
EG:EGY EH:ESH ER:ERI ES:ESP ET:ETH FI:FIN FJ:FJI FK:FLK FM:FSM FO:FRO FR:FRA GA:GAB GB:GBR GD:GRD GE:GEO GF:GUF
GG:GGY GH:GHA GI:GIB GL:GRL GM:GMB GN:GIN GP:GLP GQ:GNQ GR:GRC GS:SGS GT:GTM GU:GUM GW:GNB GY:GUY HK:HKG HM:HMD
HN:HND HR:HRV HT:HTI HU:HUN ID:IDN IE:IRL IL:ISR IM:IMN IN:IND IO:IOT IQ:IRQ IR:IRN IS:ISL IT:ITA JE:JEY JM:JAM
JO:JOR JP:JPN KE:KEN KG:KGZ KH:KHM KI:KIR KM:COM KN:KNA KP:PRK KR:KOR KW:KWT KY:CYM KZ:KAZ LA:LAO LB:LBN LC:LCA
LI:LIE LK:LKA LR:LBR LS:LSO LT:LTU LU:LUX LV:LVA LY:LBY MA:MAR MC:MCO MD:MDA ME:MNE MF:MAF MG:MDG MH:MHL MK:MKD
ML:MLI MM:MMR MN:MNG MO:MAC MP:MNP MQ:MTQ MR:MRT MS:MSR MT:MLT MU:MUS MV:MDV MW:MWI MX:MEX MY:MYS MZ:MOZ NA:NAM
NC:NCL NE:NER NF:NFK NG:NGA NI:NIC NL:NLD NO:NOR NP:NPL NR:NRU NU:NIU NZ:NZL OM:OMN PA:PAN PE:PER PF:PYF PG:PNG
PH:PHL PK:PAK PL:POL PM:SPM PN:PCN PR:PRI PS:PSE PT:PRT PW:PLW PY:PRY QA:QAT RE:REU RO:ROU RS:SRB RU:RUS RW:RWA
SA:SAU SB:SLB SC:SYC SD:SDN SE:SWE SG:SGP SH:SHN SI:SVN SJ:SJM SK:SVK SL:SLE SM:SMR SN:SEN SO:SOM SR:SUR SS:SSD
ST:STP SV:SLV SX:SXM SY:SYR SZ:SWZ TC:TCA TD:TCD TF:ATF TG:TGO TH:THA TJ:TJK TK:TKL TL:TLS TM:TKM TN:TUN TO:TON
TR:TUR TT:TTO TV:TUV TW:TWN TZ:TZA UA:UKR UG:UGA UM:UMI US:USA UY:URY UZ:UZB VA:VAT VC:VCT VE:VEN VG:VGB VI:VIR
VN:VNM VU:VUT WF:WLF WS:WSM YE:YEM YT:MYT ZA:ZAF ZM:ZMB ZW:ZWE`;

export function countryRows(): CountryRow[] {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  return ISO_CODES.trim()
    .split(/\s+/)
    .map((pair) => {
      const [id, iso3] = pair.split(":") as [string, string];
      return { id, iso3, nameEn: names.of(id) ?? id };
    });
}

const US_STATES = `AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|
DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|
LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|
NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|
OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|
UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming`;

const MX_STATES = `AGU Aguascalientes|BCN Baja California|BCS Baja California Sur|CAM Campeche|CHP Chiapas|CHH Chihuahua|
CMX Ciudad de México|COA Coahuila|COL Colima|DUR Durango|GUA Guanajuato|GRO Guerrero|HID Hidalgo|JAL Jalisco|
MEX Estado de México|MIC Michoacán|MOR Morelos|NAY Nayarit|NLE Nuevo León|OAX Oaxaca|PUE Puebla|QUE Querétaro|
ROO Quintana Roo|SLP San Luis Potosí|SIN Sinaloa|SON Sonora|TAB Tabasco|TAM Tamaulipas|TLA Tlaxcala|VER Veracruz|
YUC Yucatán|ZAC Zacatecas`;

const CN_PROVINCES = `AH Anhui|BJ Beijing|CQ Chongqing|FJ Fujian|GS Gansu|GD Guangdong|GX Guangxi|GZ Guizhou|HI Hainan|
HE Hebei|HL Heilongjiang|HA Henan|HB Hubei|HN Hunan|JS Jiangsu|JX Jiangxi|JL Jilin|LN Liaoning|NM Inner Mongolia|
NX Ningxia|QH Qinghai|SN Shaanxi|SD Shandong|SH Shanghai|SX Shanxi|SC Sichuan|TJ Tianjin|XJ Xinjiang|XZ Tibet|
YN Yunnan|ZJ Zhejiang`;

// Region ids are fixed per country block (US from 1, MX from 101, CN from 201) so saved addresses keep pointing at
// the same region when the list grows.
export function regionRows(): RegionRow[] {
  const blocks: [string, string, number][] = [
    ["US", US_STATES, 1],
    ["MX", MX_STATES, 101],
    ["CN", CN_PROVINCES, 201],
  ];
  return blocks.flatMap(([countryId, list, firstId]) =>
    list
      .split("|")
      .map((entry) => entry.trim())
      .map((entry, i) => {
        const space = entry.indexOf(" ");
        return { id: firstId + i, countryId, code: entry.slice(0, space), name: entry.slice(space + 1) };
      }),
  );
}
