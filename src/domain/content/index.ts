// The public content: blog articles and glossary terms in four languages, read with a fallback to English.
export { getArticle, getTerm, listArticles, listTerms } from "./reads";
