/** Island "home-articles": The home page's featured articles' post dialog (the cards are static links). */
export { FeaturedArticleDialogs as default } from '../../features/blog/FeaturedArticleDialogs'
