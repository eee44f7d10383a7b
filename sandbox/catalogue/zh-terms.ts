/** Traditional-Chinese (Taiwan) terms for GICS sectors, sub-industries and headquarters places. */

export const SECTOR_ZH: Readonly<Record<string, string>> = {
  'Information Technology': '資訊科技',
  'Communication Services': '通訊服務',
  'Consumer Discretionary': '非必需消費品',
  'Consumer Staples': '必需消費品',
  'Health Care': '醫療保健',
  Financials: '金融',
  Industrials: '工業',
  Energy: '能源',
  Materials: '原物料',
  'Real Estate': '房地產',
  Utilities: '公用事業',
};

export const INDUSTRY_ZH: Readonly<Record<string, string>> = {
  Advertising: '廣告', 'Aerospace & Defense': '航太與國防', 'Agricultural & Farm Machinery': '農業機械',
  'Agricultural Products & Services': '農產品與服務', 'Air Freight & Logistics': '航空貨運與物流',
  'Apparel Retail': '服飾零售', 'Apparel, Accessories & Luxury Goods': '服飾、配件與精品',
  'Application Software': '應用軟體', 'Asset Management & Custody Banks': '資產管理與託管銀行',
  'Automobile Manufacturers': '汽車製造', 'Automotive Parts & Equipment': '汽車零組件', 'Automotive Retail': '汽車零售',
  Biotechnology: '生物科技', Brewers: '啤酒釀造', Broadcasting: '廣播電視', 'Broadline Retail': '綜合零售',
  'Building Products': '建築產品', 'Cable & Satellite': '有線與衛星電視', 'Cargo Ground Transportation': '陸路貨運',
  'Casinos & Gaming': '賭場與博弈', 'Commodity Chemicals': '基礎化學品', 'Communications Equipment': '通訊設備',
  'Computer & Electronics Retail': '電腦與電子產品零售', 'Construction & Engineering': '營建工程',
  'Construction Machinery & Heavy Transportation Equipment': '營建機械與重型運輸設備',
  'Construction Materials': '建材', 'Consumer Electronics': '消費電子', 'Consumer Finance': '消費金融',
  'Consumer Staples Merchandise Retail': '民生用品零售', Copper: '銅礦', 'Data Center REITs': '資料中心 REIT',
  'Data Processing & Outsourced Services': '資料處理與委外服務', 'Distillers & Vintners': '烈酒與葡萄酒',
  Distributors: '經銷商', 'Diversified Banks': '綜合銀行', 'Diversified Support Services': '綜合支援服務',
  'Electric Utilities': '電力公用事業', 'Electrical Components & Equipment': '電機零組件與設備',
  'Electronic Components': '電子零組件', 'Electronic Equipment & Instruments': '電子設備與儀器',
  'Electronic Manufacturing Services': '電子製造服務', 'Environmental & Facilities Services': '環保與設施服務',
  'Fertilizers & Agricultural Chemicals': '肥料與農業化學品', 'Financial Exchanges & Data': '金融交易所與資訊',
  'Food Distributors': '食品經銷', 'Food Retail': '食品零售', Footwear: '鞋類', 'Gas Utilities': '天然氣公用事業',
  Gold: '黃金', 'Health Care Distributors': '醫療用品經銷', 'Health Care Equipment': '醫療設備',
  'Health Care Facilities': '醫療機構', 'Health Care REITs': '醫療 REIT', 'Health Care Services': '醫療服務',
  'Health Care Supplies': '醫療耗材', 'Health Care Technology': '醫療科技', 'Heavy Electrical Equipment': '重電設備',
  'Home Improvement Retail': '居家修繕零售', Homebuilding: '住宅建築', 'Homefurnishing Retail': '家具零售',
  'Hotel & Resort REITs': '飯店與度假村 REIT', 'Hotels, Resorts & Cruise Lines': '飯店、度假村與郵輪',
  'Household Products': '家用品', 'Human Resource & Employment Services': '人力資源服務',
  'IT Consulting & Other Services': '資訊顧問與服務', 'Independent Power Producers & Energy Traders': '獨立發電與能源交易',
  'Industrial Conglomerates': '工業集團', 'Industrial Gases': '工業氣體',
  'Industrial Machinery & Supplies & Components': '工業機械與零組件', 'Industrial REITs': '工業 REIT',
  'Insurance Brokers': '保險經紀', 'Integrated Oil & Gas': '綜合石油與天然氣',
  'Integrated Telecommunication Services': '綜合電信服務', 'Interactive Home Entertainment': '互動娛樂與遊戲',
  'Interactive Media & Services': '互動媒體與服務', 'Internet Services & Infrastructure': '網路服務與基礎設施',
  'Investment Banking & Brokerage': '投資銀行與券商', 'Leisure Products': '休閒用品', 'Life & Health Insurance': '壽險與健康險',
  'Life Sciences Tools & Services': '生命科學工具與服務', 'Managed Health Care': '健康保險',
  'Metal, Glass & Plastic Containers': '金屬、玻璃與塑膠容器', 'Movies & Entertainment': '電影與娛樂',
  'Multi-Family Residential REITs': '多戶住宅 REIT', 'Multi-Sector Holdings': '多元控股', 'Multi-Utilities': '綜合公用事業',
  'Multi-line Insurance': '綜合保險', 'Office REITs': '辦公大樓 REIT', 'Oil & Gas Equipment & Services': '油氣設備與服務',
  'Oil & Gas Exploration & Production': '油氣探勘與生產', 'Oil & Gas Refining & Marketing': '煉油與油品銷售',
  'Oil & Gas Storage & Transportation': '油氣儲運', 'Other Specialized REITs': '其他特殊 REIT',
  'Other Specialty Retail': '其他專賣零售', 'Packaged Foods & Meats': '包裝食品與肉品',
  'Paper & Plastic Packaging Products & Materials': '紙類與塑膠包材', 'Passenger Airlines': '航空客運',
  'Passenger Ground Transportation': '陸路客運', 'Personal Care Products': '個人護理用品', Pharmaceuticals: '製藥',
  'Property & Casualty Insurance': '產物保險', Publishing: '出版', 'Rail Transportation': '鐵路運輸',
  'Real Estate Services': '不動產服務', 'Regional Banks': '區域銀行', Reinsurance: '再保險',
  'Research & Consulting Services': '研究與顧問服務', Restaurants: '餐飲', 'Retail REITs': '零售 REIT',
  'Self-Storage REITs': '自助倉儲 REIT', 'Semiconductor Materials & Equipment': '半導體材料與設備',
  Semiconductors: '半導體', 'Single-Family Residential REITs': '獨棟住宅 REIT',
  'Soft Drinks & Non-alcoholic Beverages': '非酒精飲料', 'Specialized Consumer Services': '特殊消費服務',
  'Specialty Chemicals': '特用化學品', Steel: '鋼鐵', 'Systems Software': '系統軟體',
  'Technology Distributors': '科技產品經銷', 'Technology Hardware, Storage & Peripherals': '電腦硬體、儲存與周邊',
  'Telecom Tower REITs': '電信基地台 REIT', 'Timber REITs': '林地 REIT', Tobacco: '菸草',
  'Trading Companies & Distributors': '貿易與經銷', 'Transaction & Payment Processing Services': '交易與支付處理',
  'Water Utilities': '自來水公用事業', 'Wireless Telecommunication Services': '無線通訊服務',
  // Inferred for companies outside the S&P 500 (see infer-sector.ts).
  'Shell Companies': '特殊目的收購公司（SPAC）',
};

export const PLACE_ZH: Readonly<Record<string, string>> = {
  Alabama: '阿拉巴馬州', Alaska: '阿拉斯加州', Arizona: '亞利桑那州', Arkansas: '阿肯色州', California: '加州',
  Colorado: '科羅拉多州', Connecticut: '康乃狄克州', Delaware: '德拉瓦州', 'D.C.': '華盛頓特區', Florida: '佛羅里達州',
  Georgia: '喬治亞州', Hawaii: '夏威夷州', Idaho: '愛達荷州', Illinois: '伊利諾州', Indiana: '印第安納州', Iowa: '愛荷華州',
  Kansas: '堪薩斯州', Kentucky: '肯塔基州', Louisiana: '路易斯安那州', Maine: '緬因州', Maryland: '馬里蘭州',
  Massachusetts: '麻薩諸塞州', Michigan: '密西根州', Minnesota: '明尼蘇達州', Mississippi: '密西西比州',
  Missouri: '密蘇里州', Montana: '蒙大拿州', Nebraska: '內布拉斯加州', Nevada: '內華達州', 'New Hampshire': '新罕布夏州',
  'New Jersey': '紐澤西州', 'New Mexico': '新墨西哥州', 'New York': '紐約州', 'North Carolina': '北卡羅來納州',
  'North Dakota': '北達科他州', Ohio: '俄亥俄州', Oklahoma: '奧克拉荷馬州', Oregon: '奧勒岡州', Pennsylvania: '賓州',
  'Rhode Island': '羅德島州', 'South Carolina': '南卡羅來納州', 'South Dakota': '南達科他州', Tennessee: '田納西州',
  Texas: '德州', Utah: '猶他州', Vermont: '佛蒙特州', Virginia: '維吉尼亞州', Washington: '華盛頓州',
  'West Virginia': '西維吉尼亞州', Wisconsin: '威斯康辛州', Wyoming: '懷俄明州',
  Bermuda: '百慕達', Canada: '加拿大', Ireland: '愛爾蘭', Netherlands: '荷蘭', Switzerland: '瑞士',
  'United Kingdom': '英國',
};

const NON_US = new Set(['Bermuda', 'Canada', 'Ireland', 'Netherlands', 'Switzerland', 'United Kingdom']);

/** "Santa Clara, California" → "美國加州"; "Dublin, Ireland" → "愛爾蘭"; unknown → null. */
export function placeZh(headquarters: string): string | null {
  const region = headquarters.split(',').pop()?.trim() ?? '';
  const zh = PLACE_ZH[region];
  if (!zh) return null;
  return NON_US.has(region) ? zh : `美國${zh}`;
}
