import type { WellKnown } from './types.ts';

/**
 * Technology, semiconductors, communication services and Asian tech ADRs.
 * Names follow Taiwanese usage (輝達, 超微, 台積電, 網飛 …). Prices, market caps and revenue are
 * plausible recent magnitudes that anchor the synthetic data; they are demo figures, not quotes.
 * Alphabet and Berkshire share classes carry the whole company's market cap and revenue, as
 * quote sites show them.
 */
export const WELL_KNOWN_TECH: readonly WellKnown[] = [
  { id: 'NVDA', zh: '輝達', price: 180, capB: 4400, revB: 187, employees: 36000, website: 'https://www.nvidia.com', div: 0.01, blurb: '全球 GPU 與 AI 加速運算晶片龍頭，資料中心業務是主要成長動能，也供應遊戲顯示卡與自駕車平台。' },
  { id: 'AAPL', zh: '蘋果', price: 230, capB: 3400, revB: 410, employees: 164000, website: 'https://www.apple.com', div: 0.26, blurb: '設計並銷售 iPhone、Mac、iPad 與穿戴裝置，並經營 App Store、iCloud 與 Apple Music 等服務。' },
  { id: 'MSFT', zh: '微軟', price: 510, capB: 3800, revB: 282, employees: 228000, website: 'https://www.microsoft.com', div: 0.91, blurb: '全球最大軟體公司之一，旗下有 Windows、Microsoft 365、Azure 雲端平台與 Xbox 遊戲業務。' },
  { id: 'AMZN', zh: '亞馬遜', price: 225, capB: 2400, revB: 670, employees: 1556000, website: 'https://www.aboutamazon.com', div: 0, blurb: '全球電子商務與雲端運算（AWS）龍頭，也經營廣告、Prime 影音串流與物流業務。' },
  { id: 'GOOGL', zh: '谷歌-A', price: 200, capB: 2450, revB: 370, employees: 187000, website: 'https://abc.xyz', div: 0.21, divSince: 2024, blurb: 'Google 母公司 Alphabet 的 A 股（具投票權），核心業務為搜尋廣告、YouTube 與 Google Cloud。' },
  { id: 'GOOG', zh: '谷歌-C', price: 201, capB: 2450, revB: 370, employees: 187000, website: 'https://abc.xyz', div: 0.21, divSince: 2024, blurb: 'Google 母公司 Alphabet 的 C 股（無投票權），核心業務為搜尋廣告、YouTube 與 Google Cloud。' },
  { id: 'META', zh: '臉書', price: 740, capB: 1860, revB: 180, employees: 76000, website: 'https://www.meta.com', div: 0.525, divSince: 2024, blurb: 'Meta Platforms 是全球最大社群平台集團，旗下有 Facebook、Instagram、WhatsApp 與 Threads，並大舉投資 AI。' },
  { id: 'TSLA', zh: '特斯拉', price: 330, capB: 1070, revB: 97, employees: 125000, website: 'https://www.tesla.com', div: 0, blurb: '全球電動車領導品牌，也經營儲能系統、太陽能與自動駕駛軟體。' },
  { id: 'AVGO', zh: '博通', price: 300, capB: 1420, revB: 60, employees: 37000, website: 'https://www.broadcom.com', div: 0.59, blurb: '網通晶片與客製化 AI 加速器大廠，並透過併購 VMware 拓展企業軟體業務。' },
  { id: 'TSM', zh: '台積電', price: 240, capB: 1250, revB: 110, employees: 83000, website: 'https://www.tsmc.com', div: 0.7, blurb: '全球最大晶圓代工廠，為蘋果、輝達、超微等客戶生產先進製程晶片；在美掛牌的是美國存託憑證（ADR）。' },
  { id: 'AMD', zh: '超微', price: 170, capB: 275, revB: 30, employees: 28000, website: 'https://www.amd.com', div: 0, blurb: '設計 CPU、GPU 與資料中心 AI 加速器，是英特爾與輝達的主要競爭對手。' },
  { id: 'INTC', zh: '英特爾', price: 23, capB: 100, revB: 53, employees: 100000, website: 'https://www.intel.com', div: 0, blurb: '老牌 x86 處理器大廠，近年推動晶圓代工轉型並在美國興建新廠。' },
  { id: 'QCOM', zh: '高通', price: 158, capB: 172, revB: 42, employees: 49000, website: 'https://www.qualcomm.com', div: 0.89, blurb: '手機處理器與通訊晶片龍頭，並擁有大量無線通訊專利授權。' },
  { id: 'TXN', zh: '德州儀器', price: 200, capB: 182, revB: 16.7, employees: 34000, website: 'https://www.ti.com', div: 1.36, blurb: '全球最大類比晶片廠之一，產品廣泛用於工業與汽車電子。' },
  { id: 'MU', zh: '美光', price: 120, capB: 134, revB: 37, employees: 48000, website: 'https://www.micron.com', div: 0.115, blurb: '美國最大記憶體製造商，生產 DRAM、NAND 快閃記憶體與 AI 用高頻寬記憶體（HBM）。' },
  { id: 'AMAT', zh: '應用材料', price: 180, capB: 145, revB: 28, employees: 35700, website: 'https://www.appliedmaterials.com', div: 0.46, blurb: '全球最大半導體設備供應商，提供沉積、蝕刻與離子植入等晶圓製程設備。' },
  { id: 'LRCX', zh: '科林研發', price: 100, capB: 128, revB: 18, employees: 17450, website: 'https://www.lamresearch.com', div: 0.23, blurb: '半導體蝕刻與薄膜沉積設備大廠，主要客戶為晶圓代工與記憶體廠。' },
  { id: 'KLAC', zh: '科磊', price: 900, capB: 119, revB: 12, employees: 15000, website: 'https://www.kla.com', div: 1.9, blurb: '半導體製程檢測與量測設備龍頭。' },
  { id: 'ADI', zh: '亞德諾', price: 235, capB: 117, revB: 10, employees: 24000, website: 'https://www.analog.com', div: 0.99, blurb: '高效能類比、混合訊號與電源管理晶片大廠。' },
  { id: 'MRVL', zh: '邁威爾', price: 70, capB: 60, revB: 7.5, employees: 6500, website: 'https://www.marvell.com', div: 0.06, blurb: '資料中心網通、光通訊與客製化 AI 晶片設計公司。' },
  { id: 'NXPI', zh: '恩智浦', price: 215, capB: 54, revB: 12.6, employees: 33000, website: 'https://www.nxp.com', div: 1.014, blurb: '車用與工業半導體大廠，前身為飛利浦半導體部門。' },
  { id: 'ON', zh: '安森美', price: 55, capB: 23, revB: 6.5, employees: 26000, website: 'https://www.onsemi.com', div: 0, blurb: '車用與工業用功率半導體及影像感測器供應商。' },
  { id: 'MCHP', zh: '微芯科技', price: 65, capB: 35, revB: 4.4, employees: 22000, website: 'https://www.microchip.com', div: 0.455, blurb: '微控制器、類比與可程式邏輯晶片供應商。' },
  { id: 'ASML', zh: '艾司摩爾', price: 750, capB: 295, revB: 34, employees: 44000, website: 'https://www.asml.com', div: 1.8, blurb: '總部位於荷蘭，是全球唯一的極紫外光（EUV）微影設備供應商。' },
  { id: 'ARM', zh: '安謀', price: 150, capB: 160, revB: 4, employees: 8000, website: 'https://www.arm.com', div: 0, blurb: '處理器架構授權公司，全球絕大多數智慧型手機晶片採用其設計。' },
  { id: 'SMCI', zh: '美超微', price: 45, capB: 27, revB: 22, employees: 5600, website: 'https://www.supermicro.com', div: 0, blurb: '伺服器與 AI 運算機櫃系統供應商，與輝達平台合作密切。' },
  { id: 'DELL', zh: '戴爾', price: 125, capB: 85, revB: 96, employees: 108000, website: 'https://www.dell.com', div: 0.525, blurb: '個人電腦、伺服器與儲存設備大廠，AI 伺服器出貨快速成長。' },
  { id: 'HPQ', zh: '惠普', price: 27, capB: 25, revB: 54, employees: 58000, website: 'https://www.hp.com', div: 0.2894, blurb: '個人電腦與印表機大廠。' },
  { id: 'HPE', zh: '慧與', price: 21, capB: 28, revB: 32, employees: 61000, website: 'https://www.hpe.com', div: 0.13, blurb: '企業伺服器、儲存與網通設備供應商，由惠普分拆而來。' },
  { id: 'IBM', zh: '國際商業機器', price: 260, capB: 242, revB: 63, employees: 270000, website: 'https://www.ibm.com', div: 1.68, blurb: '企業 IT 服務、混合雲與 AI 軟體公司，也投入量子電腦研發。' },
  { id: 'ORCL', zh: '甲骨文', price: 230, capB: 650, revB: 57, employees: 162000, website: 'https://www.oracle.com', div: 0.5, blurb: '資料庫軟體龍頭，近年大舉投資 AI 雲端基礎設施。' },
  { id: 'CSCO', zh: '思科', price: 68, capB: 270, revB: 56, employees: 90000, website: 'https://www.cisco.com', div: 0.41, blurb: '全球最大網路設備供應商，產品涵蓋交換器、路由器與資安解決方案。' },
  { id: 'ACN', zh: '埃森哲', price: 260, capB: 163, revB: 69, employees: 779000, website: 'https://www.accenture.com', div: 1.48, blurb: '全球最大 IT 服務與管理顧問公司之一。' },
  { id: 'SAP', zh: '思愛普', price: 290, capB: 340, revB: 40, employees: 108000, website: 'https://www.sap.com', div: 0.65, blurb: '總部位於德國，是全球最大的企業資源規劃（ERP）軟體公司。' },
  { id: 'SONY', zh: '索尼', price: 26, capB: 160, revB: 85, employees: 112000, website: 'https://www.sony.com', div: 0.05, blurb: '日本消費電子與娛樂集團，業務涵蓋 PlayStation、影像感測器、音樂與電影。' },
  { id: 'UMC', zh: '聯電', price: 7, capB: 17.5, revB: 7.5, employees: 20000, website: 'https://www.umc.com', div: 0.09, blurb: '台灣第二大晶圓代工廠，專注成熟與特殊製程。' },
  { id: 'ASX', zh: '日月光投控', price: 10, capB: 22, revB: 19, employees: 92000, website: 'https://www.aseglobal.com', div: 0.08, blurb: '全球最大半導體封裝測試集團。' },
  { id: 'CHT', zh: '中華電信', price: 43, capB: 33, revB: 7.2, employees: 32000, website: 'https://www.cht.com.tw', div: 0.4, blurb: '台灣最大電信業者，提供行動通訊、寬頻與數據中心服務。' },
  { id: 'NFLX', zh: '網飛', price: 120, capB: 510, revB: 43, employees: 14000, website: 'https://www.netflix.com', div: 0, blurb: '全球最大串流影音平台，自製影集與電影在逾 190 個國家播出。' },
  { id: 'DIS', zh: '迪士尼', price: 118, capB: 212, revB: 93, employees: 233000, website: 'https://thewaltdisneycompany.com', div: 0.375, blurb: '全球娛樂集團，經營主題樂園、影視製作、ESPN 與 Disney+ 串流平台。' },
  { id: 'CMCSA', zh: '康卡斯特', price: 35, capB: 130, revB: 124, employees: 182000, website: 'https://corporate.comcast.com', div: 0.33, blurb: '美國最大有線電視與寬頻業者，旗下有 NBC 環球。' },
  { id: 'T', zh: '美國電話電報', price: 27, capB: 195, revB: 123, employees: 141000, website: 'https://www.att.com', div: 0.2775, blurb: 'AT&T 是美國大型電信業者，提供行動通訊與光纖寬頻。' },
  { id: 'VZ', zh: '威訊', price: 43, capB: 182, revB: 136, employees: 99000, website: 'https://www.verizon.com', div: 0.69, blurb: 'Verizon 是美國最大無線通訊業者之一。' },
  { id: 'WBD', zh: '華納兄弟探索', price: 12, capB: 30, revB: 39, employees: 35000, website: 'https://www.wbd.com', div: 0, blurb: '媒體娛樂集團，擁有華納兄弟影業、HBO 與 CNN。' },
  { id: 'EA', zh: '藝電', price: 150, capB: 38, revB: 7.5, employees: 14500, website: 'https://www.ea.com', div: 0.19, blurb: '電玩遊戲開發與發行商，代表作有《EA SPORTS FC》與《模擬市民》。' },
  { id: 'BIDU', zh: '百度', price: 90, capB: 31, revB: 18, employees: 35000, website: 'https://ir.baidu.com', div: 0, blurb: '中國最大搜尋引擎業者，也投入 AI 大模型與自動駕駛。' },
];
