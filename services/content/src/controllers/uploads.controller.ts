import {
  ArgumentsHost,
  BadRequestException,
  ForbiddenException,
  Catch,
  Controller,
  HttpException,
  HttpStatus,
  PayloadTooLargeException,
  Post,
  UploadedFile,
  UploadedFiles,
  UseFilters,
  UseInterceptors,
  Body,
  HttpCode,
} from '@nestjs/common';
import { FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse } from '@nestjs/swagger';
import { Can, CurrentSession, ErrorFilter, LimitRule, RateLimits, Session } from '@portal/shared';
import { ImportImageDto } from '../dtos/article.dto';
import { UploadedImagesView, UploadedImageView } from '../dtos/article.views';
import { RemoteImageFetcher } from '../services/remote-image';
import { MAX_FILES, MAX_IMAGE_BYTES, TOO_LARGE, UploadedImage, UploadsService } from '../services/uploads.service';

/** Images (files, not requests) per account an hour. */
export const UPLOADS_PER_USER: LimitRule = {
  name: 'uploads-user',
  points: 200,
  durationSeconds: 3600,
  message: 'Too many uploads',
};

/** Until the e-mail is verified: only profile photos (single uploads), 5 an hour. */
export const UNVERIFIED_UPLOADS: LimitRule = {
  name: 'uploads-unverified',
  points: 5,
  durationSeconds: 3600,
  message: 'Please verify your email address to upload more than 5 photos an hour',
};
export const UNVERIFIED_MULTIPLE =
  'Please verify your email address first: until then you can upload only a profile photo';

/** Multer's own wording, in the spec's words. */
@Catch()
class UploadErrorFilter extends ErrorFilter {
  override catch(exception: unknown, host: ArgumentsHost): void {
    if (exception instanceof HttpException && exception.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) {
      return super.catch(new PayloadTooLargeException(TOO_LARGE), host);
    }
    if (exception instanceof BadRequestException && /Unexpected field|Too many files/.test(exception.message)) {
      return super.catch(new BadRequestException(`Send up to ${MAX_FILES} images in the expected field`), host);
    }
    super.catch(exception, host);
  }
}

const limits = { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES, fields: 5 };
/** Browsers send file names as UTF-8 (Nepali names too); multer would read them as Latin-1. */
const defParamCharset = 'utf8';

/** Uploads are for signed-in users: editors' article images and everyone's profile photo. */
@Can('upload.image')
@UseFilters(UploadErrorFilter)
@Controller('api/upload')
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly limits: RateLimits,
    private readonly remote: RemoteImageFetcher,
  ) {}

  /**
   * A picture by its address (an editor's paste): fetched by the server into the portal's
   * storage with its variants, like an upload. Staff only; private addresses are refused.
   */
  @Post('url')
  @Can('article.create')
  @HttpCode(201)
  @ApiCreatedResponse({ type: UploadedImageView })
  async fromUrl(@CurrentSession() session: Session, @Body() dto: ImportImageDto): Promise<UploadedImageView> {
    await this.limits.consume(UPLOADS_PER_USER, session.userId);
    const image = await this.remote.fetch(dto.url);
    const [url] = await this.uploads.storeImages([
      { originalname: image.name, size: image.buffer.length, buffer: image.buffer },
    ]);
    return { url };
  }

  @Post()
  @UseInterceptors(FileInterceptor('image', { limits: { ...limits, files: 1 }, defParamCharset }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } },
  })
  @ApiCreatedResponse({ type: UploadedImageView })
  async single(@CurrentSession() session: Session, @UploadedFile() file?: UploadedImage): Promise<UploadedImageView> {
    if (!file) throw new BadRequestException('Please select an image file (field "image")');
    await this.limits.consume(UPLOADS_PER_USER, session.userId);
    if (!session.verified) await this.limits.consume(UNVERIFIED_UPLOADS, session.userId);
    const [url] = await this.uploads.storeImages([file]);
    return { url };
  }

  @Post('multiple')
  @Can('upload.bulk')
  @UseInterceptors(FilesInterceptor('files', MAX_FILES, { limits, defParamCharset }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['files'],
      properties: { files: { type: 'array', maxItems: MAX_FILES, items: { type: 'string', format: 'binary' } } },
    },
  })
  @ApiCreatedResponse({ type: UploadedImagesView })
  async multiple(
    @CurrentSession() session: Session,
    @UploadedFiles() files?: UploadedImage[],
  ): Promise<UploadedImagesView> {
    if (!session.verified) throw new ForbiddenException(UNVERIFIED_MULTIPLE);
    if (!files?.length) throw new BadRequestException('Please select at least one image file (field "files")');
    await this.limits.consume(UPLOADS_PER_USER, session.userId, files.length);
    return { urls: await this.uploads.storeImages(files) };
  }
}
