export {
  addToWatchlist,
  getAdditionalInformation,
  getCalendar,
  getCompanyProfile,
  getConstituents,
  getDividends,
  getEarningsCalls,
  getFinancialStatement,
  getFund,
  getIndices,
  getKeypoints,
  getMovers,
  getPeers,
  getPriceHistory,
  getQuotes,
  getSparklines,
  getStockDirectory,
  getStockEvents,
  getStockNews,
  getStockNewsArticle,
  getWatchlist,
  removeFromWatchlist,
} from './client';
export * from './schemas/quotes';
export * from './schemas/directory';
export * from './schemas/history';
export * from './schemas/company';
export * from './schemas/news';
export * from './schemas/lists';
export * from './schemas/calendar';
