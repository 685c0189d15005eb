import styled from 'styled-components'
import { team } from '../../../content/team'
import { Portrait } from '../team/Portrait'
import { articlePage } from './blogCopy'

const Card = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  img {
    flex: none;
    width: 72px;
    height: 72px;
    border-radius: 50%;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  b {
    color: ${({ theme }) => theme.color.ink};
  }
`

/** Closing an article: who wrote it (their portrait, role and focus); nothing for an unknown name. */
export function ArticleAuthor({ name }: { name: string }) {
  const author = team.find((m) => m.name === name)
  if (!author) return null
  return (
    <Card>
      <Portrait member={author} frame="square" sizes="72px" />
      <div>
        <h2>{articlePage.aboutAuthor}</h2>
        <p>
          <b>{author.name}</b>, {author.role}. {author.focus}.
        </p>
      </div>
    </Card>
  )
}
