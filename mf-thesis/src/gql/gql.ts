/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ThesisChat_message on ChatMessage {\n    id\n    role\n    content\n    createdAt\n    citations {\n      ...ThesisCitation_fields\n    }\n  }\n": typeof types.ThesisChat_MessageFragmentDoc,
    "\n  query ThesisChatMessages($thesisId: ID!) {\n    thesisMessages(thesisId: $thesisId) {\n      ...ThesisChat_message\n    }\n  }\n": typeof types.ThesisChatMessagesDocument,
    "\n  subscription ThesisChatReply($thesisId: ID!, $content: String!) {\n    thesisMessageReply(thesisId: $thesisId, content: $content) {\n      content\n      done\n      message {\n        ...ThesisChat_message\n      }\n    }\n  }\n": typeof types.ThesisChatReplyDocument,
    "\n  mutation ThesisChatSend($thesisId: ID!, $content: String!) {\n    sendThesisMessage(thesisId: $thesisId, content: $content) {\n      ...ThesisChat_message\n    }\n  }\n": typeof types.ThesisChatSendDocument,
    "\n  query ThesisChatPage($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      slug\n      title\n      status\n      project {\n        id\n        slug\n        name\n      }\n    }\n  }\n": typeof types.ThesisChatPageDocument,
    "\n  query SectionComments($id: String!) {\n    thesis(idOrSlug: $id) {\n      id\n      viewerCanComment\n      comments {\n        id\n        section\n        parentId\n        authorName\n        content\n        resolved\n        createdAt\n        viewerCanResolve\n        viewerCanDelete\n      }\n      project {\n        id\n        members {\n          userId\n          username\n        }\n      }\n    }\n  }\n": typeof types.SectionCommentsDocument,
    "\n  mutation AddSectionComment($thesisId: ID!, $section: String!, $content: String!, $parentId: ID) {\n    addSectionComment(thesisId: $thesisId, section: $section, content: $content, parentId: $parentId) {\n      id\n    }\n  }\n": typeof types.AddSectionCommentDocument,
    "\n  mutation ResolveSectionComment($thesisId: ID!, $commentId: ID!, $resolved: Boolean!) {\n    resolveSectionComment(thesisId: $thesisId, commentId: $commentId, resolved: $resolved) {\n      id\n      resolved\n    }\n  }\n": typeof types.ResolveSectionCommentDocument,
    "\n  mutation DeleteSectionComment($thesisId: ID!, $commentId: ID!) {\n    deleteSectionComment(thesisId: $thesisId, commentId: $commentId)\n  }\n": typeof types.DeleteSectionCommentDocument,
    "\n  query ThesisHistory($thesisId: ID!) {\n    thesisHistory(thesisId: $thesisId) {\n      id\n      version\n      createdAt\n      authorName\n      change\n    }\n  }\n": typeof types.ThesisHistoryDocument,
    "\n  mutation RestoreThesisRevision($thesisId: ID!, $revisionId: ID!, $expectedVersion: Int) {\n    restoreThesisRevision(thesisId: $thesisId, revisionId: $revisionId, expectedVersion: $expectedVersion) {\n      id\n      slug\n      title\n      intellectualChallenge\n      content\n      status\n      createdAt\n      updatedAt\n      version\n    }\n  }\n": typeof types.RestoreThesisRevisionDocument,
    "\n  query ThesisSources($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      sources {\n        id\n        thesisId\n        title\n        kind\n        fileName\n        mimeType\n        size\n        pages\n        sections\n        words\n        passages\n        status\n        failureReason\n        url\n        site\n        fetchedAt\n        addedBy {\n          id\n          name\n        }\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": typeof types.ThesisSourcesDocument,
    "\n  mutation ThesisSourcesRemove($thesisId: ID!, $sourceId: ID!) {\n    removeSource(thesisId: $thesisId, sourceId: $sourceId) {\n      id\n    }\n  }\n": typeof types.ThesisSourcesRemoveDocument,
    "\n  query ThesisPageReaderQuestions($thesisId: ID!) {\n    readerQuestions(thesisId: $thesisId) {\n      content\n      createdAt\n    }\n  }\n": typeof types.ThesisPageReaderQuestionsDocument,
    "\n  fragment ResearchPlanDialog_plan on ResearchPlan {\n    thesisId\n    phases {\n      id\n      title\n      description\n      questions\n      searchQueries\n    }\n    excludedSourceIds\n    webSearch\n    reviewed\n    updatedAt\n  }\n": typeof types.ResearchPlanDialog_PlanFragmentDoc,
    "\n  query ResearchPlanDialog($thesisId: ID!) {\n    researchPlan(thesisId: $thesisId) {\n      ...ResearchPlanDialog_plan\n    }\n    aiStatus {\n      engine\n      model\n    }\n    viewerCanAdminister\n  }\n": typeof types.ResearchPlanDialogDocument,
    "\n  mutation ResearchPlanSave($thesisId: ID!, $input: ResearchPlanInput!) {\n    updateResearchPlan(thesisId: $thesisId, input: $input) {\n      ...ResearchPlanDialog_plan\n    }\n  }\n": typeof types.ResearchPlanSaveDocument,
    "\n  fragment ThesisCitation_fields on Citation {\n    id\n    n\n    sourceId\n    sourceTitle\n    sourceKind\n    url\n    site\n    location\n    quote\n    passage\n    sentence\n    check {\n      quoteFound\n      support\n      reason\n    }\n  }\n": typeof types.ThesisCitation_FieldsFragmentDoc,
    "\n  fragment ThesisCitationSummary_counts on CitationSummary {\n    total\n    supported\n    partly\n    notSupported\n    unchecked\n    removed\n  }\n": typeof types.ThesisCitationSummary_CountsFragmentDoc,
    "\n  query ThesisPageCitations($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      citations {\n        ...ThesisCitation_fields\n        check {\n          checkedAt\n          model\n        }\n      }\n      citationSummary {\n        ...ThesisCitationSummary_counts\n      }\n    }\n  }\n": typeof types.ThesisPageCitationsDocument,
    "\n  fragment ThesisPage_thesis on Thesis {\n    id\n    slug\n    title\n    intellectualChallenge\n    content\n    language\n    status\n    shareUrl\n    hiddenSections\n    viewerCanEdit\n    createdAt\n    updatedAt\n    version\n    project {\n      id\n      slug\n      name\n    }\n    reading(language: $language) {\n      language\n      key\n      title\n      intellectualChallenge\n      article\n      blocks {\n        index\n        type\n        start\n        end\n        section\n        depth\n      }\n      cueCards {\n        key\n        title\n        summary\n        text\n        kind\n        source {\n          start\n          end\n        }\n      }\n    }\n  }\n": typeof types.ThesisPage_ThesisFragmentDoc,
    "\n  query ThesisPage($idOrSlug: String!, $language: Language!) {\n    thesis(idOrSlug: $idOrSlug) {\n      ...ThesisPage_thesis\n    }\n  }\n": typeof types.ThesisPageDocument,
    "\n  query ThesisUnsupportedClaims($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      unsupportedClaims {\n        section\n        sentence\n        reason\n        quote\n        sourceTitle\n        location\n      }\n    }\n  }\n": typeof types.ThesisUnsupportedClaimsDocument,
    "\n  mutation CheckSectionClaims($thesisId: ID!, $section: String!) {\n    checkSectionClaims(thesisId: $thesisId, section: $section) {\n      section\n      checked\n      summary {\n        ...ThesisCitationSummary_counts\n      }\n    }\n  }\n": typeof types.CheckSectionClaimsDocument,
    "\n  subscription ThesisPageChanged($thesisId: ID!, $language: Language!) {\n    thesisChanged(thesisId: $thesisId) {\n      thesisId\n      version\n      kind\n      byUserId\n      byName\n      byViewer\n      at\n      thesis {\n        ...ThesisPage_thesis\n      }\n    }\n  }\n": typeof types.ThesisPageChangedDocument,
    "\n  subscription ThesisPagePresence($thesisId: ID!) {\n    thesisPresence(thesisId: $thesisId) {\n      thesisId\n      users {\n        userId\n        username\n        isViewer\n      }\n    }\n  }\n": typeof types.ThesisPagePresenceDocument,
    "\n  mutation ThesisPageKeyInsights($content: String!, $language: Language, $thesisLanguage: String) {\n    generateSummary(content: $content, language: $language, thesisLanguage: $thesisLanguage) {\n      insights\n    }\n  }\n": typeof types.ThesisPageKeyInsightsDocument,
    "\n  fragment ThesisPageShareLink_thesis on Thesis {\n    id\n    shareUrl\n    version\n    updatedAt\n  }\n": typeof types.ThesisPageShareLink_ThesisFragmentDoc,
    "\n  mutation ThesisPageRevokeShareLink($thesisId: ID!) {\n    revokeShareLink(thesisId: $thesisId) {\n      ...ThesisPageShareLink_thesis\n    }\n  }\n": typeof types.ThesisPageRevokeShareLinkDocument,
    "\n  mutation ThesisPageRenewShareLink($thesisId: ID!) {\n    renewShareLink(thesisId: $thesisId) {\n      ...ThesisPageShareLink_thesis\n    }\n  }\n": typeof types.ThesisPageRenewShareLinkDocument,
    "\n  mutation ThesisPageSetSectionHidden($thesisId: ID!, $section: String!, $hidden: Boolean!) {\n    setSectionHidden(thesisId: $thesisId, section: $section, hidden: $hidden) {\n      id\n      hiddenSections\n      version\n    }\n  }\n": typeof types.ThesisPageSetSectionHiddenDocument,
    "\n  query ThesisPageSaved($thesisId: ID!) {\n    thesisSaved(thesisId: $thesisId) {\n      saved\n      savedLinkId\n    }\n  }\n": typeof types.ThesisPageSavedDocument,
    "\n  mutation ThesisPageSaveLink($input: SaveLinkInput!) {\n    saveLink(input: $input) {\n      id\n    }\n  }\n": typeof types.ThesisPageSaveLinkDocument,
    "\n  mutation ThesisPageRemoveSavedLink($id: ID!) {\n    removeSavedLink(id: $id)\n  }\n": typeof types.ThesisPageRemoveSavedLinkDocument,
    "\n  fragment ThesisPageResearch_run on ResearchRun {\n    thesisId\n    status\n    failureReason\n    phases {\n      id\n      title\n      description\n      status\n    }\n  }\n": typeof types.ThesisPageResearch_RunFragmentDoc,
    "\n  query ThesisPageResearchRun($thesisId: ID!) {\n    researchRun(thesisId: $thesisId) {\n      ...ThesisPageResearch_run\n      startedByName\n      queuePosition\n      estimatedStartSeconds\n      grounding {\n        retrieved\n        cited\n        removed\n        webPages\n      }\n    }\n  }\n": typeof types.ThesisPageResearchRunDocument,
    "\n  subscription ThesisPageResearchProgress($thesisId: ID!) {\n    researchProgress(thesisId: $thesisId) {\n      thesisId\n      phaseIndex\n      totalPhases\n      phaseStatus\n      runStatus\n      failureReason\n      queuePosition\n      estimatedStartSeconds\n      at\n    }\n  }\n": typeof types.ThesisPageResearchProgressDocument,
    "\n  mutation ThesisPageStartResearch($thesisId: ID!) {\n    startResearch(thesisId: $thesisId) {\n      ...ThesisPageResearch_run\n    }\n  }\n": typeof types.ThesisPageStartResearchDocument,
    "\n  mutation ThesisPageUpdate(\n    $id: ID!\n    $input: UpdateThesisInput!\n    $expectedVersion: Int\n    $language: Language!\n  ) {\n    updateThesis(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...ThesisPage_thesis\n    }\n  }\n": typeof types.ThesisPageUpdateDocument,
    "\n  query ThesisWizardPage($slug: String!) {\n    project(idOrSlug: $slug) {\n      id\n      slug\n      name\n    }\n    aiStatus {\n      engine\n      model\n    }\n  }\n": typeof types.ThesisWizardPageDocument,
    "\n  mutation ThesisWizardCreateThesis($projectId: ID!, $input: CreateThesisInput!) {\n    createThesis(projectId: $projectId, input: $input) {\n      id\n      slug\n    }\n  }\n": typeof types.ThesisWizardCreateThesisDocument,
    "\n  subscription ThesisWizardDraft($input: GenerateThesisContentInput!) {\n    thesisContentDraft(input: $input) {\n      content\n      done\n    }\n  }\n": typeof types.ThesisWizardDraftDocument,
    "\n  mutation ThesisWizardGenerate($input: GenerateThesisContentInput!) {\n    generateThesisContent(input: $input) {\n      content\n    }\n  }\n": typeof types.ThesisWizardGenerateDocument,
};
const documents: Documents = {
    "\n  fragment ThesisChat_message on ChatMessage {\n    id\n    role\n    content\n    createdAt\n    citations {\n      ...ThesisCitation_fields\n    }\n  }\n": types.ThesisChat_MessageFragmentDoc,
    "\n  query ThesisChatMessages($thesisId: ID!) {\n    thesisMessages(thesisId: $thesisId) {\n      ...ThesisChat_message\n    }\n  }\n": types.ThesisChatMessagesDocument,
    "\n  subscription ThesisChatReply($thesisId: ID!, $content: String!) {\n    thesisMessageReply(thesisId: $thesisId, content: $content) {\n      content\n      done\n      message {\n        ...ThesisChat_message\n      }\n    }\n  }\n": types.ThesisChatReplyDocument,
    "\n  mutation ThesisChatSend($thesisId: ID!, $content: String!) {\n    sendThesisMessage(thesisId: $thesisId, content: $content) {\n      ...ThesisChat_message\n    }\n  }\n": types.ThesisChatSendDocument,
    "\n  query ThesisChatPage($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      slug\n      title\n      status\n      project {\n        id\n        slug\n        name\n      }\n    }\n  }\n": types.ThesisChatPageDocument,
    "\n  query SectionComments($id: String!) {\n    thesis(idOrSlug: $id) {\n      id\n      viewerCanComment\n      comments {\n        id\n        section\n        parentId\n        authorName\n        content\n        resolved\n        createdAt\n        viewerCanResolve\n        viewerCanDelete\n      }\n      project {\n        id\n        members {\n          userId\n          username\n        }\n      }\n    }\n  }\n": types.SectionCommentsDocument,
    "\n  mutation AddSectionComment($thesisId: ID!, $section: String!, $content: String!, $parentId: ID) {\n    addSectionComment(thesisId: $thesisId, section: $section, content: $content, parentId: $parentId) {\n      id\n    }\n  }\n": types.AddSectionCommentDocument,
    "\n  mutation ResolveSectionComment($thesisId: ID!, $commentId: ID!, $resolved: Boolean!) {\n    resolveSectionComment(thesisId: $thesisId, commentId: $commentId, resolved: $resolved) {\n      id\n      resolved\n    }\n  }\n": types.ResolveSectionCommentDocument,
    "\n  mutation DeleteSectionComment($thesisId: ID!, $commentId: ID!) {\n    deleteSectionComment(thesisId: $thesisId, commentId: $commentId)\n  }\n": types.DeleteSectionCommentDocument,
    "\n  query ThesisHistory($thesisId: ID!) {\n    thesisHistory(thesisId: $thesisId) {\n      id\n      version\n      createdAt\n      authorName\n      change\n    }\n  }\n": types.ThesisHistoryDocument,
    "\n  mutation RestoreThesisRevision($thesisId: ID!, $revisionId: ID!, $expectedVersion: Int) {\n    restoreThesisRevision(thesisId: $thesisId, revisionId: $revisionId, expectedVersion: $expectedVersion) {\n      id\n      slug\n      title\n      intellectualChallenge\n      content\n      status\n      createdAt\n      updatedAt\n      version\n    }\n  }\n": types.RestoreThesisRevisionDocument,
    "\n  query ThesisSources($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      sources {\n        id\n        thesisId\n        title\n        kind\n        fileName\n        mimeType\n        size\n        pages\n        sections\n        words\n        passages\n        status\n        failureReason\n        url\n        site\n        fetchedAt\n        addedBy {\n          id\n          name\n        }\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": types.ThesisSourcesDocument,
    "\n  mutation ThesisSourcesRemove($thesisId: ID!, $sourceId: ID!) {\n    removeSource(thesisId: $thesisId, sourceId: $sourceId) {\n      id\n    }\n  }\n": types.ThesisSourcesRemoveDocument,
    "\n  query ThesisPageReaderQuestions($thesisId: ID!) {\n    readerQuestions(thesisId: $thesisId) {\n      content\n      createdAt\n    }\n  }\n": types.ThesisPageReaderQuestionsDocument,
    "\n  fragment ResearchPlanDialog_plan on ResearchPlan {\n    thesisId\n    phases {\n      id\n      title\n      description\n      questions\n      searchQueries\n    }\n    excludedSourceIds\n    webSearch\n    reviewed\n    updatedAt\n  }\n": types.ResearchPlanDialog_PlanFragmentDoc,
    "\n  query ResearchPlanDialog($thesisId: ID!) {\n    researchPlan(thesisId: $thesisId) {\n      ...ResearchPlanDialog_plan\n    }\n    aiStatus {\n      engine\n      model\n    }\n    viewerCanAdminister\n  }\n": types.ResearchPlanDialogDocument,
    "\n  mutation ResearchPlanSave($thesisId: ID!, $input: ResearchPlanInput!) {\n    updateResearchPlan(thesisId: $thesisId, input: $input) {\n      ...ResearchPlanDialog_plan\n    }\n  }\n": types.ResearchPlanSaveDocument,
    "\n  fragment ThesisCitation_fields on Citation {\n    id\n    n\n    sourceId\n    sourceTitle\n    sourceKind\n    url\n    site\n    location\n    quote\n    passage\n    sentence\n    check {\n      quoteFound\n      support\n      reason\n    }\n  }\n": types.ThesisCitation_FieldsFragmentDoc,
    "\n  fragment ThesisCitationSummary_counts on CitationSummary {\n    total\n    supported\n    partly\n    notSupported\n    unchecked\n    removed\n  }\n": types.ThesisCitationSummary_CountsFragmentDoc,
    "\n  query ThesisPageCitations($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      citations {\n        ...ThesisCitation_fields\n        check {\n          checkedAt\n          model\n        }\n      }\n      citationSummary {\n        ...ThesisCitationSummary_counts\n      }\n    }\n  }\n": types.ThesisPageCitationsDocument,
    "\n  fragment ThesisPage_thesis on Thesis {\n    id\n    slug\n    title\n    intellectualChallenge\n    content\n    language\n    status\n    shareUrl\n    hiddenSections\n    viewerCanEdit\n    createdAt\n    updatedAt\n    version\n    project {\n      id\n      slug\n      name\n    }\n    reading(language: $language) {\n      language\n      key\n      title\n      intellectualChallenge\n      article\n      blocks {\n        index\n        type\n        start\n        end\n        section\n        depth\n      }\n      cueCards {\n        key\n        title\n        summary\n        text\n        kind\n        source {\n          start\n          end\n        }\n      }\n    }\n  }\n": types.ThesisPage_ThesisFragmentDoc,
    "\n  query ThesisPage($idOrSlug: String!, $language: Language!) {\n    thesis(idOrSlug: $idOrSlug) {\n      ...ThesisPage_thesis\n    }\n  }\n": types.ThesisPageDocument,
    "\n  query ThesisUnsupportedClaims($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      unsupportedClaims {\n        section\n        sentence\n        reason\n        quote\n        sourceTitle\n        location\n      }\n    }\n  }\n": types.ThesisUnsupportedClaimsDocument,
    "\n  mutation CheckSectionClaims($thesisId: ID!, $section: String!) {\n    checkSectionClaims(thesisId: $thesisId, section: $section) {\n      section\n      checked\n      summary {\n        ...ThesisCitationSummary_counts\n      }\n    }\n  }\n": types.CheckSectionClaimsDocument,
    "\n  subscription ThesisPageChanged($thesisId: ID!, $language: Language!) {\n    thesisChanged(thesisId: $thesisId) {\n      thesisId\n      version\n      kind\n      byUserId\n      byName\n      byViewer\n      at\n      thesis {\n        ...ThesisPage_thesis\n      }\n    }\n  }\n": types.ThesisPageChangedDocument,
    "\n  subscription ThesisPagePresence($thesisId: ID!) {\n    thesisPresence(thesisId: $thesisId) {\n      thesisId\n      users {\n        userId\n        username\n        isViewer\n      }\n    }\n  }\n": types.ThesisPagePresenceDocument,
    "\n  mutation ThesisPageKeyInsights($content: String!, $language: Language, $thesisLanguage: String) {\n    generateSummary(content: $content, language: $language, thesisLanguage: $thesisLanguage) {\n      insights\n    }\n  }\n": types.ThesisPageKeyInsightsDocument,
    "\n  fragment ThesisPageShareLink_thesis on Thesis {\n    id\n    shareUrl\n    version\n    updatedAt\n  }\n": types.ThesisPageShareLink_ThesisFragmentDoc,
    "\n  mutation ThesisPageRevokeShareLink($thesisId: ID!) {\n    revokeShareLink(thesisId: $thesisId) {\n      ...ThesisPageShareLink_thesis\n    }\n  }\n": types.ThesisPageRevokeShareLinkDocument,
    "\n  mutation ThesisPageRenewShareLink($thesisId: ID!) {\n    renewShareLink(thesisId: $thesisId) {\n      ...ThesisPageShareLink_thesis\n    }\n  }\n": types.ThesisPageRenewShareLinkDocument,
    "\n  mutation ThesisPageSetSectionHidden($thesisId: ID!, $section: String!, $hidden: Boolean!) {\n    setSectionHidden(thesisId: $thesisId, section: $section, hidden: $hidden) {\n      id\n      hiddenSections\n      version\n    }\n  }\n": types.ThesisPageSetSectionHiddenDocument,
    "\n  query ThesisPageSaved($thesisId: ID!) {\n    thesisSaved(thesisId: $thesisId) {\n      saved\n      savedLinkId\n    }\n  }\n": types.ThesisPageSavedDocument,
    "\n  mutation ThesisPageSaveLink($input: SaveLinkInput!) {\n    saveLink(input: $input) {\n      id\n    }\n  }\n": types.ThesisPageSaveLinkDocument,
    "\n  mutation ThesisPageRemoveSavedLink($id: ID!) {\n    removeSavedLink(id: $id)\n  }\n": types.ThesisPageRemoveSavedLinkDocument,
    "\n  fragment ThesisPageResearch_run on ResearchRun {\n    thesisId\n    status\n    failureReason\n    phases {\n      id\n      title\n      description\n      status\n    }\n  }\n": types.ThesisPageResearch_RunFragmentDoc,
    "\n  query ThesisPageResearchRun($thesisId: ID!) {\n    researchRun(thesisId: $thesisId) {\n      ...ThesisPageResearch_run\n      startedByName\n      queuePosition\n      estimatedStartSeconds\n      grounding {\n        retrieved\n        cited\n        removed\n        webPages\n      }\n    }\n  }\n": types.ThesisPageResearchRunDocument,
    "\n  subscription ThesisPageResearchProgress($thesisId: ID!) {\n    researchProgress(thesisId: $thesisId) {\n      thesisId\n      phaseIndex\n      totalPhases\n      phaseStatus\n      runStatus\n      failureReason\n      queuePosition\n      estimatedStartSeconds\n      at\n    }\n  }\n": types.ThesisPageResearchProgressDocument,
    "\n  mutation ThesisPageStartResearch($thesisId: ID!) {\n    startResearch(thesisId: $thesisId) {\n      ...ThesisPageResearch_run\n    }\n  }\n": types.ThesisPageStartResearchDocument,
    "\n  mutation ThesisPageUpdate(\n    $id: ID!\n    $input: UpdateThesisInput!\n    $expectedVersion: Int\n    $language: Language!\n  ) {\n    updateThesis(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...ThesisPage_thesis\n    }\n  }\n": types.ThesisPageUpdateDocument,
    "\n  query ThesisWizardPage($slug: String!) {\n    project(idOrSlug: $slug) {\n      id\n      slug\n      name\n    }\n    aiStatus {\n      engine\n      model\n    }\n  }\n": types.ThesisWizardPageDocument,
    "\n  mutation ThesisWizardCreateThesis($projectId: ID!, $input: CreateThesisInput!) {\n    createThesis(projectId: $projectId, input: $input) {\n      id\n      slug\n    }\n  }\n": types.ThesisWizardCreateThesisDocument,
    "\n  subscription ThesisWizardDraft($input: GenerateThesisContentInput!) {\n    thesisContentDraft(input: $input) {\n      content\n      done\n    }\n  }\n": types.ThesisWizardDraftDocument,
    "\n  mutation ThesisWizardGenerate($input: GenerateThesisContentInput!) {\n    generateThesisContent(input: $input) {\n      content\n    }\n  }\n": types.ThesisWizardGenerateDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThesisChat_message on ChatMessage {\n    id\n    role\n    content\n    createdAt\n    citations {\n      ...ThesisCitation_fields\n    }\n  }\n"): (typeof documents)["\n  fragment ThesisChat_message on ChatMessage {\n    id\n    role\n    content\n    createdAt\n    citations {\n      ...ThesisCitation_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThesisChatMessages($thesisId: ID!) {\n    thesisMessages(thesisId: $thesisId) {\n      ...ThesisChat_message\n    }\n  }\n"): (typeof documents)["\n  query ThesisChatMessages($thesisId: ID!) {\n    thesisMessages(thesisId: $thesisId) {\n      ...ThesisChat_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ThesisChatReply($thesisId: ID!, $content: String!) {\n    thesisMessageReply(thesisId: $thesisId, content: $content) {\n      content\n      done\n      message {\n        ...ThesisChat_message\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ThesisChatReply($thesisId: ID!, $content: String!) {\n    thesisMessageReply(thesisId: $thesisId, content: $content) {\n      content\n      done\n      message {\n        ...ThesisChat_message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ThesisChatSend($thesisId: ID!, $content: String!) {\n    sendThesisMessage(thesisId: $thesisId, content: $content) {\n      ...ThesisChat_message\n    }\n  }\n"): (typeof documents)["\n  mutation ThesisChatSend($thesisId: ID!, $content: String!) {\n    sendThesisMessage(thesisId: $thesisId, content: $content) {\n      ...ThesisChat_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThesisChatPage($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      slug\n      title\n      status\n      project {\n        id\n        slug\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThesisChatPage($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      slug\n      title\n      status\n      project {\n        id\n        slug\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SectionComments($id: String!) {\n    thesis(idOrSlug: $id) {\n      id\n      viewerCanComment\n      comments {\n        id\n        section\n        parentId\n        authorName\n        content\n        resolved\n        createdAt\n        viewerCanResolve\n        viewerCanDelete\n      }\n      project {\n        id\n        members {\n          userId\n          username\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SectionComments($id: String!) {\n    thesis(idOrSlug: $id) {\n      id\n      viewerCanComment\n      comments {\n        id\n        section\n        parentId\n        authorName\n        content\n        resolved\n        createdAt\n        viewerCanResolve\n        viewerCanDelete\n      }\n      project {\n        id\n        members {\n          userId\n          username\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSectionComment($thesisId: ID!, $section: String!, $content: String!, $parentId: ID) {\n    addSectionComment(thesisId: $thesisId, section: $section, content: $content, parentId: $parentId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddSectionComment($thesisId: ID!, $section: String!, $content: String!, $parentId: ID) {\n    addSectionComment(thesisId: $thesisId, section: $section, content: $content, parentId: $parentId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveSectionComment($thesisId: ID!, $commentId: ID!, $resolved: Boolean!) {\n    resolveSectionComment(thesisId: $thesisId, commentId: $commentId, resolved: $resolved) {\n      id\n      resolved\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveSectionComment($thesisId: ID!, $commentId: ID!, $resolved: Boolean!) {\n    resolveSectionComment(thesisId: $thesisId, commentId: $commentId, resolved: $resolved) {\n      id\n      resolved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSectionComment($thesisId: ID!, $commentId: ID!) {\n    deleteSectionComment(thesisId: $thesisId, commentId: $commentId)\n  }\n"): (typeof documents)["\n  mutation DeleteSectionComment($thesisId: ID!, $commentId: ID!) {\n    deleteSectionComment(thesisId: $thesisId, commentId: $commentId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThesisHistory($thesisId: ID!) {\n    thesisHistory(thesisId: $thesisId) {\n      id\n      version\n      createdAt\n      authorName\n      change\n    }\n  }\n"): (typeof documents)["\n  query ThesisHistory($thesisId: ID!) {\n    thesisHistory(thesisId: $thesisId) {\n      id\n      version\n      createdAt\n      authorName\n      change\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreThesisRevision($thesisId: ID!, $revisionId: ID!, $expectedVersion: Int) {\n    restoreThesisRevision(thesisId: $thesisId, revisionId: $revisionId, expectedVersion: $expectedVersion) {\n      id\n      slug\n      title\n      intellectualChallenge\n      content\n      status\n      createdAt\n      updatedAt\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreThesisRevision($thesisId: ID!, $revisionId: ID!, $expectedVersion: Int) {\n    restoreThesisRevision(thesisId: $thesisId, revisionId: $revisionId, expectedVersion: $expectedVersion) {\n      id\n      slug\n      title\n      intellectualChallenge\n      content\n      status\n      createdAt\n      updatedAt\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThesisSources($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      sources {\n        id\n        thesisId\n        title\n        kind\n        fileName\n        mimeType\n        size\n        pages\n        sections\n        words\n        passages\n        status\n        failureReason\n        url\n        site\n        fetchedAt\n        addedBy {\n          id\n          name\n        }\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThesisSources($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      sources {\n        id\n        thesisId\n        title\n        kind\n        fileName\n        mimeType\n        size\n        pages\n        sections\n        words\n        passages\n        status\n        failureReason\n        url\n        site\n        fetchedAt\n        addedBy {\n          id\n          name\n        }\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ThesisSourcesRemove($thesisId: ID!, $sourceId: ID!) {\n    removeSource(thesisId: $thesisId, sourceId: $sourceId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ThesisSourcesRemove($thesisId: ID!, $sourceId: ID!) {\n    removeSource(thesisId: $thesisId, sourceId: $sourceId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThesisPageReaderQuestions($thesisId: ID!) {\n    readerQuestions(thesisId: $thesisId) {\n      content\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ThesisPageReaderQuestions($thesisId: ID!) {\n    readerQuestions(thesisId: $thesisId) {\n      content\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResearchPlanDialog_plan on ResearchPlan {\n    thesisId\n    phases {\n      id\n      title\n      description\n      questions\n      searchQueries\n    }\n    excludedSourceIds\n    webSearch\n    reviewed\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ResearchPlanDialog_plan on ResearchPlan {\n    thesisId\n    phases {\n      id\n      title\n      description\n      questions\n      searchQueries\n    }\n    excludedSourceIds\n    webSearch\n    reviewed\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResearchPlanDialog($thesisId: ID!) {\n    researchPlan(thesisId: $thesisId) {\n      ...ResearchPlanDialog_plan\n    }\n    aiStatus {\n      engine\n      model\n    }\n    viewerCanAdminister\n  }\n"): (typeof documents)["\n  query ResearchPlanDialog($thesisId: ID!) {\n    researchPlan(thesisId: $thesisId) {\n      ...ResearchPlanDialog_plan\n    }\n    aiStatus {\n      engine\n      model\n    }\n    viewerCanAdminister\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResearchPlanSave($thesisId: ID!, $input: ResearchPlanInput!) {\n    updateResearchPlan(thesisId: $thesisId, input: $input) {\n      ...ResearchPlanDialog_plan\n    }\n  }\n"): (typeof documents)["\n  mutation ResearchPlanSave($thesisId: ID!, $input: ResearchPlanInput!) {\n    updateResearchPlan(thesisId: $thesisId, input: $input) {\n      ...ResearchPlanDialog_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThesisCitation_fields on Citation {\n    id\n    n\n    sourceId\n    sourceTitle\n    sourceKind\n    url\n    site\n    location\n    quote\n    passage\n    sentence\n    check {\n      quoteFound\n      support\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment ThesisCitation_fields on Citation {\n    id\n    n\n    sourceId\n    sourceTitle\n    sourceKind\n    url\n    site\n    location\n    quote\n    passage\n    sentence\n    check {\n      quoteFound\n      support\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThesisCitationSummary_counts on CitationSummary {\n    total\n    supported\n    partly\n    notSupported\n    unchecked\n    removed\n  }\n"): (typeof documents)["\n  fragment ThesisCitationSummary_counts on CitationSummary {\n    total\n    supported\n    partly\n    notSupported\n    unchecked\n    removed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThesisPageCitations($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      citations {\n        ...ThesisCitation_fields\n        check {\n          checkedAt\n          model\n        }\n      }\n      citationSummary {\n        ...ThesisCitationSummary_counts\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThesisPageCitations($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      citations {\n        ...ThesisCitation_fields\n        check {\n          checkedAt\n          model\n        }\n      }\n      citationSummary {\n        ...ThesisCitationSummary_counts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThesisPage_thesis on Thesis {\n    id\n    slug\n    title\n    intellectualChallenge\n    content\n    language\n    status\n    shareUrl\n    hiddenSections\n    viewerCanEdit\n    createdAt\n    updatedAt\n    version\n    project {\n      id\n      slug\n      name\n    }\n    reading(language: $language) {\n      language\n      key\n      title\n      intellectualChallenge\n      article\n      blocks {\n        index\n        type\n        start\n        end\n        section\n        depth\n      }\n      cueCards {\n        key\n        title\n        summary\n        text\n        kind\n        source {\n          start\n          end\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ThesisPage_thesis on Thesis {\n    id\n    slug\n    title\n    intellectualChallenge\n    content\n    language\n    status\n    shareUrl\n    hiddenSections\n    viewerCanEdit\n    createdAt\n    updatedAt\n    version\n    project {\n      id\n      slug\n      name\n    }\n    reading(language: $language) {\n      language\n      key\n      title\n      intellectualChallenge\n      article\n      blocks {\n        index\n        type\n        start\n        end\n        section\n        depth\n      }\n      cueCards {\n        key\n        title\n        summary\n        text\n        kind\n        source {\n          start\n          end\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThesisPage($idOrSlug: String!, $language: Language!) {\n    thesis(idOrSlug: $idOrSlug) {\n      ...ThesisPage_thesis\n    }\n  }\n"): (typeof documents)["\n  query ThesisPage($idOrSlug: String!, $language: Language!) {\n    thesis(idOrSlug: $idOrSlug) {\n      ...ThesisPage_thesis\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThesisUnsupportedClaims($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      unsupportedClaims {\n        section\n        sentence\n        reason\n        quote\n        sourceTitle\n        location\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThesisUnsupportedClaims($idOrSlug: String!) {\n    thesis(idOrSlug: $idOrSlug) {\n      id\n      unsupportedClaims {\n        section\n        sentence\n        reason\n        quote\n        sourceTitle\n        location\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckSectionClaims($thesisId: ID!, $section: String!) {\n    checkSectionClaims(thesisId: $thesisId, section: $section) {\n      section\n      checked\n      summary {\n        ...ThesisCitationSummary_counts\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckSectionClaims($thesisId: ID!, $section: String!) {\n    checkSectionClaims(thesisId: $thesisId, section: $section) {\n      section\n      checked\n      summary {\n        ...ThesisCitationSummary_counts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ThesisPageChanged($thesisId: ID!, $language: Language!) {\n    thesisChanged(thesisId: $thesisId) {\n      thesisId\n      version\n      kind\n      byUserId\n      byName\n      byViewer\n      at\n      thesis {\n        ...ThesisPage_thesis\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ThesisPageChanged($thesisId: ID!, $language: Language!) {\n    thesisChanged(thesisId: $thesisId) {\n      thesisId\n      version\n      kind\n      byUserId\n      byName\n      byViewer\n      at\n      thesis {\n        ...ThesisPage_thesis\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ThesisPagePresence($thesisId: ID!) {\n    thesisPresence(thesisId: $thesisId) {\n      thesisId\n      users {\n        userId\n        username\n        isViewer\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ThesisPagePresence($thesisId: ID!) {\n    thesisPresence(thesisId: $thesisId) {\n      thesisId\n      users {\n        userId\n        username\n        isViewer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ThesisPageKeyInsights($content: String!, $language: Language, $thesisLanguage: String) {\n    generateSummary(content: $content, language: $language, thesisLanguage: $thesisLanguage) {\n      insights\n    }\n  }\n"): (typeof documents)["\n  mutation ThesisPageKeyInsights($content: String!, $language: Language, $thesisLanguage: String) {\n    generateSummary(content: $content, language: $language, thesisLanguage: $thesisLanguage) {\n      insights\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThesisPageShareLink_thesis on Thesis {\n    id\n    shareUrl\n    version\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ThesisPageShareLink_thesis on Thesis {\n    id\n    shareUrl\n    version\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ThesisPageRevokeShareLink($thesisId: ID!) {\n    revokeShareLink(thesisId: $thesisId) {\n      ...ThesisPageShareLink_thesis\n    }\n  }\n"): (typeof documents)["\n  mutation ThesisPageRevokeShareLink($thesisId: ID!) {\n    revokeShareLink(thesisId: $thesisId) {\n      ...ThesisPageShareLink_thesis\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ThesisPageRenewShareLink($thesisId: ID!) {\n    renewShareLink(thesisId: $thesisId) {\n      ...ThesisPageShareLink_thesis\n    }\n  }\n"): (typeof documents)["\n  mutation ThesisPageRenewShareLink($thesisId: ID!) {\n    renewShareLink(thesisId: $thesisId) {\n      ...ThesisPageShareLink_thesis\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ThesisPageSetSectionHidden($thesisId: ID!, $section: String!, $hidden: Boolean!) {\n    setSectionHidden(thesisId: $thesisId, section: $section, hidden: $hidden) {\n      id\n      hiddenSections\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation ThesisPageSetSectionHidden($thesisId: ID!, $section: String!, $hidden: Boolean!) {\n    setSectionHidden(thesisId: $thesisId, section: $section, hidden: $hidden) {\n      id\n      hiddenSections\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThesisPageSaved($thesisId: ID!) {\n    thesisSaved(thesisId: $thesisId) {\n      saved\n      savedLinkId\n    }\n  }\n"): (typeof documents)["\n  query ThesisPageSaved($thesisId: ID!) {\n    thesisSaved(thesisId: $thesisId) {\n      saved\n      savedLinkId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ThesisPageSaveLink($input: SaveLinkInput!) {\n    saveLink(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ThesisPageSaveLink($input: SaveLinkInput!) {\n    saveLink(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ThesisPageRemoveSavedLink($id: ID!) {\n    removeSavedLink(id: $id)\n  }\n"): (typeof documents)["\n  mutation ThesisPageRemoveSavedLink($id: ID!) {\n    removeSavedLink(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThesisPageResearch_run on ResearchRun {\n    thesisId\n    status\n    failureReason\n    phases {\n      id\n      title\n      description\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment ThesisPageResearch_run on ResearchRun {\n    thesisId\n    status\n    failureReason\n    phases {\n      id\n      title\n      description\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThesisPageResearchRun($thesisId: ID!) {\n    researchRun(thesisId: $thesisId) {\n      ...ThesisPageResearch_run\n      startedByName\n      queuePosition\n      estimatedStartSeconds\n      grounding {\n        retrieved\n        cited\n        removed\n        webPages\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThesisPageResearchRun($thesisId: ID!) {\n    researchRun(thesisId: $thesisId) {\n      ...ThesisPageResearch_run\n      startedByName\n      queuePosition\n      estimatedStartSeconds\n      grounding {\n        retrieved\n        cited\n        removed\n        webPages\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ThesisPageResearchProgress($thesisId: ID!) {\n    researchProgress(thesisId: $thesisId) {\n      thesisId\n      phaseIndex\n      totalPhases\n      phaseStatus\n      runStatus\n      failureReason\n      queuePosition\n      estimatedStartSeconds\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription ThesisPageResearchProgress($thesisId: ID!) {\n    researchProgress(thesisId: $thesisId) {\n      thesisId\n      phaseIndex\n      totalPhases\n      phaseStatus\n      runStatus\n      failureReason\n      queuePosition\n      estimatedStartSeconds\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ThesisPageStartResearch($thesisId: ID!) {\n    startResearch(thesisId: $thesisId) {\n      ...ThesisPageResearch_run\n    }\n  }\n"): (typeof documents)["\n  mutation ThesisPageStartResearch($thesisId: ID!) {\n    startResearch(thesisId: $thesisId) {\n      ...ThesisPageResearch_run\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ThesisPageUpdate(\n    $id: ID!\n    $input: UpdateThesisInput!\n    $expectedVersion: Int\n    $language: Language!\n  ) {\n    updateThesis(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...ThesisPage_thesis\n    }\n  }\n"): (typeof documents)["\n  mutation ThesisPageUpdate(\n    $id: ID!\n    $input: UpdateThesisInput!\n    $expectedVersion: Int\n    $language: Language!\n  ) {\n    updateThesis(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...ThesisPage_thesis\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThesisWizardPage($slug: String!) {\n    project(idOrSlug: $slug) {\n      id\n      slug\n      name\n    }\n    aiStatus {\n      engine\n      model\n    }\n  }\n"): (typeof documents)["\n  query ThesisWizardPage($slug: String!) {\n    project(idOrSlug: $slug) {\n      id\n      slug\n      name\n    }\n    aiStatus {\n      engine\n      model\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ThesisWizardCreateThesis($projectId: ID!, $input: CreateThesisInput!) {\n    createThesis(projectId: $projectId, input: $input) {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation ThesisWizardCreateThesis($projectId: ID!, $input: CreateThesisInput!) {\n    createThesis(projectId: $projectId, input: $input) {\n      id\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ThesisWizardDraft($input: GenerateThesisContentInput!) {\n    thesisContentDraft(input: $input) {\n      content\n      done\n    }\n  }\n"): (typeof documents)["\n  subscription ThesisWizardDraft($input: GenerateThesisContentInput!) {\n    thesisContentDraft(input: $input) {\n      content\n      done\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ThesisWizardGenerate($input: GenerateThesisContentInput!) {\n    generateThesisContent(input: $input) {\n      content\n    }\n  }\n"): (typeof documents)["\n  mutation ThesisWizardGenerate($input: GenerateThesisContentInput!) {\n    generateThesisContent(input: $input) {\n      content\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;