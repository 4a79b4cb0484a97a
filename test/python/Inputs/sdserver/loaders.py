from diffusers import StableDiffusionPipeline


def load_pipeline(path):
    return StableDiffusionPipeline.from_pretrained(path)
