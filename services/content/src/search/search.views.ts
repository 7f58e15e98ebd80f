import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArticleView, mapArticle } from '../dtos/article.views';
import type { ArticleRecord } from '../repositories/articles.repository';
import type { SearchMatch } from './snippet';

/** A piece of a snippet; `marked` when a query word matched it. */
export class SnippetPartView {
  @ApiProperty()
  text!: string;

  @ApiPropertyOptional({ enum: [true] })
  marked?: true;
}

/** Where an article matched: the first field holding a query word, around it. */
export class SearchMatchView {
  @ApiProperty({ enum: ['title', 'summary', 'content'] })
  field!: 'title' | 'summary' | 'content';

  @ApiProperty({ type: [SnippetPartView] })
  snippet!: SnippetPartView[];
}

/** A result of GET /api/search: the article, as in the lists, and where it matched. */
export class SearchResultView extends ArticleView {
  @ApiProperty({ type: () => SearchMatchView })
  match!: SearchMatchView;
}

/** An article record found by a search, with where it matched. */
export function mapSearchResult(article: ArticleRecord, match: SearchMatch): SearchResultView {
  return { ...mapArticle(article), match };
}
