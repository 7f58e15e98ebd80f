import 'reflect-metadata';
import { createValidationPipe } from '@portal/shared';
import { CreateArticleDto, UpdateArticleDto } from './article.dto';

// The update takes the create's fields and rules, each optional (PartialType): the same
// pipe as the services' (whitelist, transform, first error only).
const pipe = createValidationPipe();
const validate = (metatype: new () => object, body: unknown) => pipe.transform(body, { type: 'body', metatype });
const message = (metatype: new () => object, body: unknown) =>
  validate(metatype, body).then(
    () => 'valid',
    (err: { getResponse(): { message: string } }) => err.getResponse().message,
  );

describe('UpdateArticleDto', () => {
  it('takes any one field alone: the publish toggle, a summary', async () => {
    await expect(validate(UpdateArticleDto, { published: true })).resolves.toEqual({ published: true });
    await expect(validate(UpdateArticleDto, { summary: '' })).resolves.toEqual({ summary: null });
    await expect(validate(UpdateArticleDto, {})).resolves.toEqual({});
  });

  it('applies the create rules and messages to the fields it is given', async () => {
    await expect(message(UpdateArticleDto, { title: '  ' })).resolves.toBe('Title is required');
    await expect(message(CreateArticleDto, { title: '  ', content: 'x', categoryId: 1 })).resolves.toBe(
      'Title is required',
    );
    await expect(message(UpdateArticleDto, { title: 'x'.repeat(256) })).resolves.toBe(
      'Title must be at most 255 characters',
    );
    await expect(message(UpdateArticleDto, { content: '' })).resolves.toBe('Content is required');
    await expect(message(UpdateArticleDto, { imageUrl: 'ftp://a' })).resolves.toBe(
      'Please enter a valid URL starting with http:// or https://',
    );
    await expect(message(UpdateArticleDto, { categoryId: 'news' })).resolves.toBe('Please choose a category');
    await expect(message(UpdateArticleDto, { published: 'yes' })).resolves.toBe('published must be true or false');
    await expect(message(UpdateArticleDto, { author: 'x' })).resolves.toBe('Unknown field: author');
  });

  it('transforms as the create does: trims, numbers the category, reads imageUrls as JSON', async () => {
    await expect(
      validate(UpdateArticleDto, {
        title: '  शीर्षक ',
        content: 'a\r\nb ',
        categoryId: '2',
        imageUrls: '["/media/a.png"]',
      }),
    ).resolves.toEqual({ title: 'शीर्षक', content: 'a\nb', categoryId: 2, imageUrls: ['/media/a.png'] });
  });

  it('still requires the fields of a new article', async () => {
    await expect(message(CreateArticleDto, { published: true })).resolves.not.toBe('valid');
  });
});
