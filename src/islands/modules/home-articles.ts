/** Island "home-articles": The home page's featured articles with the post dialog. */
export { FeaturedArticleList as default } from '../../features/blog/FeaturedArticleList'
