// Renders the service's own /openapi.yaml; every asset is served by the service (no CDN).
window.ui = SwaggerUIBundle({ url: "/openapi.yaml", dom_id: "#swagger-ui", deepLinking: true });
