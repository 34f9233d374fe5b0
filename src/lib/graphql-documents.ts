/** GraphQL documents shared by several screens. Plain strings sent by ./graphql.ts. */

export const CAMPAIGN_PACKS_QUERY = /* GraphQL */ `
  query CampaignPacks {
    campaignPacks {
      id
      name
      type
      description
      imageUrl
      arenaId
      breakdowns { id name startDatetime }
      channelConfigurations {
        saleChannel { id }
        earlyBirdOpeningDatetime
        openingDatetime
        closingDatetime
        maxCampaignPacksInCart
      }
      saleState
      minimumPrice
    }
  }
`;
